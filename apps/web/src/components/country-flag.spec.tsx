import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { CountryFlag } from './country-flag';
import { CountrySelect } from './country-select';

describe('country flags', () => {
  it('draws a country’s flag as an SVG image, its size held while it loads', async () => {
    const { container } = renderWithProviders(<CountryFlag code="ke" size={24} />);
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toMatch(/KE[^/]*\.svg/);
    expect(img).toHaveAttribute('width', '24');
    expect(img).toHaveAttribute('height', '16');
    expect(img).toHaveAttribute('alt', '');
  });

  it('shows the chosen country’s flag in the picker, never an emoji', async () => {
    const { container } = renderWithProviders(
      <CountrySelect label="Pays" language="fr" value="KE" onChange={() => undefined} />,
    );
    expect(screen.getByDisplayValue('Kenya')).toBeInTheDocument();
    await waitFor(() =>
      expect(container.querySelector('img')?.getAttribute('src')).toMatch(/KE[^/]*\.svg/),
    );
    expect(container.textContent).not.toMatch(/\p{Regional_Indicator}/u);
  });
});
