import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MENSAGEM_TEXTO_MAX } from '@secretaria/shared/conversas-schemas';
import { msg } from '@secretaria/shared/messages';
import { Composer } from './composer';

afterEach(cleanup);

function renderComposer(onSend = vi.fn(async () => undefined)) {
  render(<Composer conversaId="c1" onSend={onSend} isSending={false} />);
  return { onSend, box: screen.getByLabelText(msg.conversas.composerLabel) };
}

describe('Composer', () => {
  it('sends the trimmed text with Enter and clears the box', async () => {
    const { onSend, box } = renderComposer();
    fireEvent.change(box, { target: { value: '  Oi, tudo bem?  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Oi, tudo bem?'));
    await waitFor(() => expect(box).toHaveProperty('value', ''));
  });

  it('breaks the line with Shift+Enter instead of sending', () => {
    const { onSend, box } = renderComposer();
    fireEvent.change(box, { target: { value: 'linha 1' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('refuses an empty or too long message with the contract message under the box', async () => {
    const { onSend, box } = renderComposer();
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: msg.conversas.send }));
    expect(await screen.findByText(msg.mensagemTextoRequired)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(box, { target: { value: 'x'.repeat(MENSAGEM_TEXTO_MAX + 1) } });
    fireEvent.click(screen.getByRole('button', { name: msg.conversas.send }));
    expect(await screen.findByText(msg.mensagemTextoTooLong(MENSAGEM_TEXTO_MAX))).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps the text when sending fails', async () => {
    const onSend = vi.fn(async () => {
      throw new Error('rede');
    });
    const { box } = renderComposer(onSend);
    fireEvent.change(box, { target: { value: 'Oi' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(box).toHaveProperty('value', 'Oi');
  });
});
