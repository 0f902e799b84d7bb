import { describe, expect, it } from 'vitest';
import { optCommand } from './opt-out';

describe('optCommand', () => {
  it.each([
    'PARAR',
    'Parar.',
    'sair',
    'pare',
    'Não quero mais mensagens',
    'nao quero mais receber lembretes',
    'parem de me mandar mensagens',
    'não me mandem mais mensagens por favor',
  ])('stops on %j', (text) => expect(optCommand(text)).toBe('parar'));

  it.each(['VOLTAR', 'voltar', 'quero receber os lembretes de novo'])('resumes on %j', (text) =>
    expect(optCommand(text)).toBe('voltar'),
  );

  it.each([
    'cancelar',
    'quero cancelar meu horário',
    'para amanhã tem horário?',
    'vou sair do trabalho às 18h, tem horário depois?',
    'pode parar o carro na frente?',
    'volto amanhã',
    '',
  ])('leaves %j to the attendant', (text) => expect(optCommand(text)).toBeUndefined());
});
