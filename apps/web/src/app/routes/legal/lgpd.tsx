import { AppLink } from '@/components/navigation/app-link';
import { DATA_OFFICER_EMAIL, LegalPage, MailLink } from './legal-page';

/** LGPD art. 18: each right of the data subject and how to exercise it here. */
const rights = [
  {
    title: 'Confirmação da existência de tratamento',
    law: 'art. 18, I',
    how: 'Pergunte ao encarregado se tratamos dados seus; respondemos de imediato, em formato simplificado.',
  },
  {
    title: 'Acesso aos dados',
    law: 'art. 18, II',
    how: 'O titular da conta vê os dados no painel; a cópia completa é enviada por email em até 15 dias (art. 19).',
  },
  {
    title: 'Correção de dados incompletos, inexatos ou desatualizados',
    law: 'art. 18, III',
    how: 'Nome e telefone se corrigem em Dados Pessoais (/painel/perfil); contatos e agendamentos, nas telas do painel. O resto, pelo encarregado.',
  },
  {
    title: 'Anonimização, bloqueio ou eliminação de dados desnecessários ou excessivos',
    law: 'art. 18, IV',
    how: 'Indique ao encarregado quais dados considera desnecessários; analisamos e respondemos em até 15 dias.',
  },
  {
    title: 'Portabilidade dos dados a outro fornecedor',
    law: 'art. 18, V',
    how: 'Enviamos seus dados em formato estruturado e legível por máquina (JSON ou CSV).',
  },
  {
    title: 'Eliminação dos dados tratados com consentimento',
    law: 'art. 18, VI',
    how: 'Peça a eliminação ou o encerramento da conta; apagamos em até 30 dias, salvo o que a lei manda guardar.',
  },
  {
    title: 'Informação sobre com quem compartilhamos os dados',
    law: 'art. 18, VII',
    how: 'A lista de fornecedores está na Política de Privacidade; o encarregado informa os detalhes do seu caso.',
  },
  {
    title: 'Informação sobre a possibilidade de não consentir e suas consequências',
    law: 'art. 18, VIII',
    how: 'Quando pedirmos consentimento, explicamos o que acontece se você não consentir.',
  },
  {
    title: 'Revogação do consentimento',
    law: 'art. 18, IX',
    how: 'A qualquer momento, pelo encarregado, sem afetar o tratamento feito antes da revogação.',
  },
  {
    title: 'Revisão de decisões automatizadas',
    law: 'art. 20',
    how: 'Se uma decisão tomada apenas de forma automatizada afetar seus interesses, peça ao encarregado a revisão e os critérios usados.',
  },
  {
    title: 'Oposição e petição à ANPD',
    law: 'art. 18, § 1º e § 2º',
    how: 'Você pode se opor a um tratamento irregular e reclamar à Autoridade Nacional de Proteção de Dados (ANPD).',
  },
];

export function LgpdPage() {
  return (
    <LegalPage title="LGPD: seus direitos" updated="Atualizada em 20 de maio de 2025.">
      <p>
        A Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018) garante a você, titular dos
        dados, direitos sobre as informações pessoais que a Secretária IA trata. Esta página lista
        cada direito e como exercê-lo. Os dados tratados e as finalidades estão na{' '}
        <AppLink to="/politica-privacidade">Política de Privacidade</AppLink>.
      </p>

      <h2>Encarregado de dados (DPO)</h2>
      <p>
        Para exercer qualquer direito ou tirar dúvidas sobre o tratamento dos seus dados, escreva
        para o nosso encarregado: <MailLink email={DATA_OFFICER_EMAIL} />.
      </p>

      <h2>Seus direitos e como exercê-los</h2>
      <ol>
        {rights.map((right) => (
          <li key={right.title}>
            <strong>{right.title}</strong> ({right.law}). {right.how}
          </li>
        ))}
      </ol>

      <h2>Como fazer o pedido</h2>
      <ol>
        <li>
          Envie um email para <MailLink email={DATA_OFFICER_EMAIL} /> com o assunto “Direitos LGPD”,
          dizendo qual direito quer exercer.
        </li>
        <li>
          Se você tem conta, escreva a partir do email cadastrado. Caso contrário, informe o
          telefone usado nas conversas e o nome do negócio; podemos pedir uma confirmação de
          identidade para proteger seus dados.
        </li>
        <li>
          Respondemos sem custo, de imediato para a confirmação simplificada e em até 15 dias para
          os demais pedidos.
        </li>
      </ol>

      <h2>Se você é cliente de um negócio que usa a Secretária IA</h2>
      <p>
        Se você conversou com a atendente de um negócio pelo WhatsApp, esse negócio é o controlador
        dos seus dados e a Secretária IA atua como operadora. Você pode fazer o pedido diretamente
        ao negócio ou ao nosso encarregado; nesse caso, encaminhamos ao negócio em até 2 dias úteis
        e ajudamos a cumpri-lo no prazo.
      </p>
    </LegalPage>
  );
}
