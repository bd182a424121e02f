import { useRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-hooks';

function Labelled({ staticId }: { staticId?: string }) {
  const id = useId(staticId);
  const renders = useRef(0);
  renders.current += 1;
  return (
    <p id={id} data-renders={renders.current}>
      {id}
    </p>
  );
}

describe("the client's Mantine useId", () => {
  it('gives each component its own id, kept after mount without a second render', () => {
    render(
      <>
        <Labelled />
        <Labelled />
      </>,
    );
    const [first, second] = screen.getAllByText(/^mantine-/);
    expect(first!.id).not.toBe(second!.id);
    expect(first!.id).toBe(first!.textContent);
    expect(first).toHaveAttribute('data-renders', '1');
  });

  it('keeps an id given to the component', () => {
    render(<Labelled staticId="choix-langue" />);
    expect(screen.getByText('choix-langue')).toHaveAttribute('id', 'choix-langue');
  });
});
