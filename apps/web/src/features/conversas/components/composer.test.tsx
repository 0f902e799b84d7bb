import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MENSAGEM_TEXTO_MAX } from '@secretaria/shared/conversas-schemas';
import { msg } from '@secretaria/shared/messages';
import { Composer } from './composer';

afterEach(cleanup);

function renderComposer(
  onSend: (texto: string, key: string) => Promise<unknown> = vi.fn(async () => undefined),
) {
  render(<Composer conversaId="c1" onSend={onSend} isSending={false} />);
  return { onSend, box: screen.getByLabelText(msg.conversas.composerLabel) };
}

describe('Composer', () => {
  it('sends the trimmed text with Enter and clears the box', async () => {
    const { onSend, box } = renderComposer();
    fireEvent.change(box, { target: { value: '  Oi, tudo bem?  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Oi, tudo bem?', expect.any(String)));
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

  it('sends once on a double click, disabling Enviar while it goes, and retries a failure with the same key', async () => {
    let finish: (() => void) | undefined;
    let fail = true;
    const onSend = vi.fn(
      (_texto: string, _key: string) =>
        new Promise<void>((resolve, reject) => {
          finish = () => (fail ? reject(new Error('rede')) : resolve());
        }),
    );
    const { box } = renderComposer(onSend);
    const button = screen.getByRole('button', { name: msg.conversas.send });
    fireEvent.change(box, { target: { value: 'Oi' } });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
    finish!();
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    // The retry of the same text carries the same key; a new text gets a new one.
    fail = false;
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledTimes(2);
    finish!();
    await waitFor(() => expect(box).toHaveProperty('value', ''));
    const [first, retry] = onSend.mock.calls;
    expect(retry![1]).toBe(first![1]);
    expect(first![1]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    fireEvent.change(box, { target: { value: 'Outra' } });
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledTimes(3);
    expect(onSend.mock.calls[2]![1]).not.toBe(first![1]);
    finish!();
  });
});
