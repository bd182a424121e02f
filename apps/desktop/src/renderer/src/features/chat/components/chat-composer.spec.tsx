// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { renderConsole } from '../../../testing/render';
import { ChatComposer } from './chat-composer';

describe('the console’s chat composer', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('stops at 500 characters, so that Send never offers a message the server refuses', async () => {
    const onSend = vi.fn(async () => true);
    renderConsole(<ChatComposer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Votre message' });
    fireEvent.change(box, { target: { value: 'a'.repeat(520) } });
    expect(box).toHaveValue('a'.repeat(500));
    expect(screen.getByText('500/500 caractères')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('a'.repeat(500)));
  });

  it('shows the counter past 200 characters and keeps Send off for a blank text', () => {
    renderConsole(<ChatComposer onSend={vi.fn(async () => true)} />);
    const box = screen.getByRole('textbox', { name: 'Votre message' });
    fireEvent.change(box, { target: { value: '   ' } });
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    fireEvent.change(box, { target: { value: 'b'.repeat(200) } });
    expect(screen.queryByText(/caractères/)).not.toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'b'.repeat(201) } });
    expect(screen.getByText('201/500 caractères')).toBeInTheDocument();
  });
});
