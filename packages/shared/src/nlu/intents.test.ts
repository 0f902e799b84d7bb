import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyIntents, INTENT_CONFIDENCE_THRESHOLD, INTENTS, type Intent } from './intents';

const primary = (text: string) => classifyIntents(text).intent;

describe('classifyIntents', () => {
  it.each<[string, Intent]>([
    ['quero marcar', 'agendar'],
    ['tem horário amanhã?', 'agendar'],
    ['tem vaga sexta?', 'agendar'],
    ['queria agendar um corte', 'agendar'],
    ['dá pra encaixar hoje?', 'agendar'],
    ['consigo às 15h?', 'agendar'],
    ['preciso remarcar', 'remarcar'],
    ['posso mudar o horário?', 'remarcar'],
    ['da pra trocar pra outro dia?', 'remarcar'],
    ['queria adiantar meu horário', 'remarcar'],
    ['tem como adiar?', 'remarcar'],
    ['não vou', 'cancelar'],
    ['não vou poder ir', 'cancelar'],
    ['desmarca pra mim', 'cancelar'],
    ['cancela', 'cancelar'],
    ['sim', 'confirmar'],
    ['confirmo', 'confirmar'],
    ['vou sim', 'confirmar'],
    ['pode confirmar', 'confirmar'],
    ['não', 'recusar'],
    ['não quero', 'recusar'],
    ['não quero mais', 'recusar'],
    ['tá ótimo', 'confirmar'],
    ['combinadíssimo', 'confirmar'],
    ['gostaria de solicitar um agendamento', 'agendar'],
    ['to precisando dar um trato no cabelo', 'agendar'],
    ['dá pra deixar pra semana que vem?', 'remarcar'],
    ['quero dar uma repaginada no cabelo, qnd vc tem?', 'agendar'],
    ['apaga meu horário', 'cancelar'],
    ['pode excluir meu agendamento', 'cancelar'],
    ['que horas mesmo?', 'consultar_agendamento'],
    ['tô impossibilitada de ir', 'cancelar'],
    ['mudança de horário por favor', 'remarcar'],
    ['vou atrasar 15 minutos tudo bem?', 'remarcar'],
    ['vou me atrasar uns 10 minutinhos', 'outro'],
    ['pode me encaixar mais tarde no lugar do horário das 10?', 'remarcar'],
    ['de acordo', 'confirmar'],
    ['aceito', 'confirmar'],
    ['acho que não', 'recusar'],
    ['qual é o investimento?', 'precos'],
    ['é de fácil acesso?', 'endereco'],
    ['vc é uma IA?', 'falar_humano'],
    ['quero saber o horário do meu agendamento', 'consultar_agendamento'],
    ['qual o último horário que vcs atendem?', 'horario_funcionamento'],
    ['posso ligar pra vcs?', 'falar_humano'],
    ['qual o telefone de vcs pra eu ligar?', 'falar_humano'],
    ['me tira da agenda de sexta', 'cancelar'],
    ['pode desconsiderar o agendamento', 'cancelar'],
    ['não vou poder ir, depois remarco', 'cancelar'],
    ['tem como passar pra outro horário?', 'remarcar'],
    ['tô dentro', 'confirmar'],
    ['por hora não', 'recusar'],
    ['quero confirmar o horário que marquei', 'consultar_agendamento'],
    ['tá tudo certo pra amanhã?', 'consultar_agendamento'],
    ['não tem horário amanhã?', 'agendar'],
    ['não tem nada mais cedo?', 'agendar'],
    ['só tem esses?', 'agendar'],
    ['estou precisando de uma limpeza de pele', 'agendar'],
    ['faz tempo que não vou aí, quero marcar', 'agendar'],
    ['dia 10 de abril', 'agendar'],
    ['pode agendar sim', 'confirmar'],
    ['fica pra próxima', 'recusar'],
    ['deixa eu ver minha agenda e já te respondo', 'outro'],
    ['tem como ir de ônibus?', 'endereco'],
    ['parcela em quantas vezes?', 'outro'],
    ['vcs atendem à noite?', 'horario_funcionamento'],
    ['cadê a moça que me atendeu?', 'falar_humano'],
    ['alguém pode me responder?', 'falar_humano'],
    ['esqueci se era 14 ou 15h', 'consultar_agendamento'],
    ['tem atendimento sábado à tarde?', 'horario_funcionamento'],
    ['pode ser com qualquer profissional', 'agendar'],
    ['vou me atrasar, pode ser 15 min mais tarde?', 'remarcar'],
    ['pode', 'confirmar'],
    ['quero esse', 'confirmar'],
    ['esse mesmo', 'confirmar'],
    ['quero cancelar meu agendamento', 'cancelar'],
    ['perfeito, pode marcar esse', 'confirmar'],
    ['nem precisa', 'recusar'],
    ['esquece', 'recusar'],
    ['tá caro isso aí, quanto é a barba?', 'precos'],
    ['que dias vcs atendem?', 'horario_funcionamento'],
    ['vc pode confirmar meu horário de amanhã?', 'consultar_agendamento'],
    ['consegue me atender às 4 em vez das 3?', 'remarcar'],
    ['quando é meu horário?', 'consultar_agendamento'],
    ['que horas marquei?', 'consultar_agendamento'],
    ['tenho horário marcado?', 'consultar_agendamento'],
    ['quanto custa', 'precos'],
    ['qual o valor?', 'precos'],
    ['preço', 'precos'],
    ['tem tabela?', 'precos'],
    ['onde fica?', 'endereco'],
    ['endereço', 'endereco'],
    ['qual a localização?', 'endereco'],
    ['tem ponto de referência?', 'endereco'],
    ['tem estacionamento?', 'endereco'],
    ['que horas abre?', 'horario_funcionamento'],
    ['funciona sábado?', 'horario_funcionamento'],
    ['horário de funcionamento', 'horario_funcionamento'],
    ['até que horas vocês atendem?', 'horario_funcionamento'],
    ['quais serviços?', 'servicos'],
    ['vocês fazem luzes?', 'servicos'],
    ['o que vocês oferecem?', 'servicos'],
    ['quero falar com um atendente', 'falar_humano'],
    ['quero falar com uma pessoa', 'falar_humano'],
    ['me liga', 'falar_humano'],
    ['oi', 'saudacao'],
    ['olá', 'saudacao'],
    ['bom dia', 'saudacao'],
    ['e aí', 'saudacao'],
    ['opa', 'saudacao'],
    ['hola', 'saudacao'],
    ['obrigada', 'agradecimento'],
    ['obg', 'agradecimento'],
    ['vlw', 'agradecimento'],
    ['brigadão', 'agradecimento'],
    ['gracias', 'agradecimento'],
    ['vocês aceitam pix?', 'outro'],
    ['kkkkk', 'outro'],
  ])('reads %j as %s', (text, intent) => {
    expect(primary(text)).toBe(intent);
  });

  // Two readings a person could give: the reading is the listed one, or the attendant is unsure
  // and asks (decision 035), never a confident other action.
  it.each<[string, Intent]>([
    ['partiu', 'confirmar'],
    ['não tem horário amanhã', 'recusar'],
  ])('reads %j as %s or asks', (text, intent) => {
    const r = classifyIntents(text);
    if (r.intent !== intent) expect(r.confidence).toBeLessThan(INTENT_CONFIDENCE_THRESHOLD);
  });

  it('reads a bare 1 as a confirmation and a bare 2 as a refusal (answers to a reminder)', () => {
    expect(primary('1')).toBe('confirmar');
    expect(primary(' 2 ')).toBe('recusar');
  });

  it('keeps every intent of a message and leads with the most actionable one', () => {
    const reading = classifyIntents('oi, quanto custa o corte e onde fica?');
    expect(reading.intent).toBe('precos');
    expect([...reading.also].sort()).toEqual(['endereco', 'saudacao']);
  });

  it('puts a booking before a question and a greeting', () => {
    const reading = classifyIntents('boa tarde! quanto é a escova? queria marcar pra sexta');
    expect(reading.intent).toBe('agendar');
    expect(reading.also).toEqual(expect.arrayContaining(['precos', 'saudacao']));
  });

  it('hands off when the customer explicitly asks for a person, whatever else they ask', () => {
    const reading = classifyIntents('quero falar com uma pessoa pra marcar');
    expect(reading.intent).toBe('falar_humano');
    expect(reading.also).toContain('agendar');
  });

  it('reads what a negation rules out: not cancelling but rescheduling', () => {
    expect(classifyIntents('não quero cancelar, quero remarcar')).toMatchObject({
      intent: 'remarcar',
      also: [],
    });
  });

  it('reads cancelling one day and booking another as rescheduling', () => {
    expect(primary('cancela o de quinta e marca pra sexta')).toBe('remarcar');
    expect(primary('não vou conseguir amanhã, posso ir outro dia?')).toBe('remarcar');
  });

  it('reads a declined booking as a refusal, not as a booking', () => {
    expect(primary('não quero marcar agora')).toBe('recusar');
  });

  it('reads typos, missing accents, slang and repeated letters', () => {
    expect(primary('qro marca um corte')).toBe('agendar');
    expect(primary('presiso canselar')).toBe('cancelar');
    expect(primary('obrigadoo')).toBe('agradecimento');
    expect(primary('oieee')).toBe('saudacao');
    expect(primary('qnto ta a progressiva')).toBe('precos');
    expect(primary('endereso?')).toBe('endereco');
  });

  it('reads basic English and Spanish', () => {
    expect(primary('I want to book a haircut')).toBe('agendar');
    expect(primary('quiero agendar')).toBe('agendar');
    expect(primary('how much is it?')).toBe('precos');
    expect(primary('thanks!')).toBe('agradecimento');
  });

  it('does not read an everyday word as a typo of a cue word', () => {
    expect(primary('vcs ficam na rua de trás do mercado?')).toBe('endereco');
    expect(primary('muchas gracias')).toBe('agradecimento');
    expect(primary('confirmo minha presença')).toBe('confirmar');
    expect(classifyIntents('confirmo minha presença').also).toEqual([]);
  });

  it("reads a question about the customer's own booking, not a new booking", () => {
    expect(primary('o meu horário continua amanhã às 14h?')).toBe('consultar_agendamento');
    expect(primary('vcs confirmaram meu horário?')).toBe('consultar_agendamento');
    expect(primary('já está confirmado meu horário?')).toBe('consultar_agendamento');
  });

  it('reads a farewell wish as courtesy and a closing "só isso" as no answer', () => {
    expect(classifyIntents('obrigado, tenha um bom dia')).toMatchObject({
      intent: 'agradecimento',
      also: [],
    });
    expect(primary('não, só isso mesmo')).toBe('recusar');
  });

  it('reads the answers inside a booking as part of it', () => {
    expect(primary('pode ser amanhã de manhã com qualquer um')).toBe('agendar');
    expect(primary('quero com a Paula')).toBe('agendar');
    expect(primary('isso mesmo, pode marcar')).toBe('confirmar');
    expect(primary('pode marcar pra sexta?')).toBe('agendar');
  });

  it('reads emoji answers: a thumbs up confirms', () => {
    expect(primary('👍')).toBe('confirmar');
  });

  it('answers outro when the message says nothing it knows', () => {
    expect(classifyIntents('')).toMatchObject({ intent: 'outro', also: [] });
    expect(classifyIntents('🙂')).toMatchObject({ intent: 'outro', also: [] });
  });

  it('never throws and always answers known intents, the primary one not repeated', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const { intent, also } = classifyIntents(text);
        expect(INTENTS).toContain(intent);
        for (const other of also) expect(INTENTS).toContain(other);
        expect(also).not.toContain(intent);
        expect(new Set(also).size).toBe(also.length);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on random words of its own vocabulary and marks', () => {
    const word = fc.constantFrom(
      'não',
      'nao',
      'sim',
      'quero',
      'marcar',
      'cancelar',
      'horário',
      'meu',
      'tem',
      'que',
      'horas',
      '?',
      ',',
      '1',
      '2',
      '15h',
      'amanhã',
      'oi',
      'obg',
      'falar',
      'com',
      'pra',
      'onde',
      'quanto',
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 30 }), (words) => {
        expect(INTENTS).toContain(classifyIntents(words.join(' ')).intent);
      }),
      { numRuns: 500 },
    );
  });
});
