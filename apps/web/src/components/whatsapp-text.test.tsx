import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WhatsappText } from './whatsapp-text';

describe('WhatsappText', () => {
  it("shows WhatsApp's formatting as elements and a message's own tags as text", () => {
    const { container } = render(
      <p>
        <WhatsappText text="Agendar *Corte* _amanhã_ <b>já</b> 2*3*4" />
      </p>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('Corte');
    expect(container.querySelector('em')?.textContent).toBe('amanhã');
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('Agendar Corte amanhã <b>já</b> 2*3*4');
  });
});
