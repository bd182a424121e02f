import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ChatComposer } from './chat-composer';

function setup() {
  const onSend = vi.fn();
  renderWithProviders(<ChatComposer onSend={onSend} />);
  const box = screen.getByRole('textbox', { name: 'Votre message' });
  return { onSend, box, send: screen.getByRole('button', { name: 'Envoyer' }) };
}

describe('ChatComposer', () => {
  it('sends on Enter and empties itself', () => {
    const { onSend, box } = setup();
    fireEvent.change(box, { target: { value: 'Habari' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('Habari');
    expect(box).toHaveValue('');
  });

  it('keeps Shift+Enter for a new line', () => {
    const { onSend, box } = setup();
    fireEvent.change(box, { target: { value: 'Ligne 1' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('Ligne 1');
  });

  it('disables send while the trimmed text is empty', () => {
    const { onSend, box, send } = setup();
    expect(send).toBeDisabled();
    fireEvent.change(box, { target: { value: '   \n ' } });
    expect(send).toBeDisabled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: ' ok ' } });
    expect(send).toBeEnabled();
    fireEvent.click(send);
    expect(onSend).toHaveBeenCalledWith(' ok ');
  });

  it('shows the counter once the text passes 200 characters, and stops at 500', () => {
    const { box } = setup();
    fireEvent.change(box, { target: { value: 'a'.repeat(200) } });
    expect(screen.queryByText(/caractères$/)).not.toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'a'.repeat(201) } });
    expect(screen.getByText('201/500 caractères')).toBeInTheDocument();
    expect(box).toHaveAttribute('maxlength', '500');
  });
});
