import { describe, expect, it } from 'vitest';
import { asksIfBot } from './bot-question';

describe('asksIfBot', () => {
  it.each([
    'vc é robô?',
    'Você é um robô?',
    'vc eh robo',
    'é robô?',
    'é um bot?',
    'isso é automático?',
    'to falando com uma máquina?',
    'estou falando com uma pessoa ou com um robô?',
    'vc é uma pessoa de verdade?',
    'você é humana?',
    'oi, vc é robô? quero marcar um corte amanhã',
    'é uma IA?',
    'quem responde é um robô?',
    'é gente de verdade?',
    'pessoa ou robô?',
  ])('reads a question about the attendant: %s', (text) => {
    expect(asksIfBot(text)).toBe(true);
  });

  it.each([
    'robô não, quero falar com uma pessoa',
    'não quero falar com robô',
    'quero falar com uma pessoa',
    'me passa pra um atendente',
    'vc é robô? me passa pra alguém da equipe',
    'isso é robô? quero gente',
    'é robô? prefiro uma pessoa',
    'quero marcar um corte',
    'eu ia marcar amanhã mas não deu',
    'é real o preço do site?',
    'meu filho adora robô',
    'a Júlia é a dona?',
  ])('leaves other messages alone: %s', (text) => {
    expect(asksIfBot(text)).toBe(false);
  });
});
