import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

describe('AfterFirstPaint', () => {
  it('leaves its children out of the first commit and renders them just after', async () => {
    const seenAtFirstCommit: boolean[] = [];
    function Page() {
      useEffect(() => {
        seenAtFirstCommit.push(screen.queryByText('Mon profil') !== null);
      }, []);
      return (
        <main>
          <h1>Karibu</h1>
          <AfterFirstPaint>
            <p>Mon profil</p>
          </AfterFirstPaint>
        </main>
      );
    }
    render(<Page />);
    expect(seenAtFirstCommit).toEqual([false]);
    expect(await screen.findByText('Mon profil')).toBeInTheDocument();
  });
});
