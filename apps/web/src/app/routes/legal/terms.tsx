import { PLANS, PLAN_IDS, SATISFACTION_GUARANTEE_DAYS, formatBRL } from '@secretaria/shared/plans';
import { AppLink } from '@/components/navigation/app-link';
import { CONTACT_EMAIL, LegalPage, MailLink } from './legal-page';

export const TERMS_EFFECTIVE_DATE = '20 de maio de 2025';

export function TermsPage() {
  const promo = PLANS.start;
  return (
    <LegalPage title="Termos de Uso" updated={`Vigentes desde ${TERMS_EFFECTIVE_DATE}.`}>
      <p>
        Estes Termos de Uso regem o uso da <strong>Secretária IA</strong>, um serviço on-line que
        conecta o número de WhatsApp de um negócio a uma atendente virtual com inteligência
        artificial, que conversa com os clientes do negócio, consulta a disponibilidade dos
        profissionais, marca, remarca e cancela agendamentos e envia confirmações e lembretes. Ao
        criar uma conta, você (o <strong>Cliente</strong>) declara que leu e aceita estes termos e a{' '}
        <AppLink to="/politica-privacidade">Política de Privacidade</AppLink>.
      </p>

      <h2>1. O serviço e a versão beta</h2>
      <p>
        A Secretária IA está em versão <strong>beta</strong>: funcionalidades podem ser
        acrescentadas, alteradas ou removidas, e avisaremos por email sobre mudanças que afetem o
        uso contratado. O serviço é acessado pelo navegador; não é preciso instalar nada.
      </p>

      <h2>2. Conta</h2>
      <ul>
        <li>Para usar o serviço é preciso ter 18 anos ou mais e confirmar o email cadastrado.</li>
        <li>
          Você é responsável pelas informações da conta, pela guarda da senha e por todo uso feito
          com ela. Avise-nos imediatamente em caso de acesso não autorizado.
        </li>
        <li>Cada conta pertence a uma pessoa; o acesso não deve ser compartilhado.</li>
      </ul>

      <h2>3. Conexão com o WhatsApp</h2>
      <p>
        Cada número de WhatsApp conectado é uma <strong>instância</strong>. A conexão é feita lendo,
        com o celular, um QR code exibido no painel (WhatsApp › Aparelhos conectados), como em
        qualquer aparelho conectado. Ao conectar um número, você declara que:
      </p>
      <ul>
        <li>é titular do número ou está autorizado pelo titular a usá-lo;</li>
        <li>
          cumprirá os termos e políticas do WhatsApp, que é um serviço de terceiros sobre o qual não
          temos controle; o WhatsApp pode limitar ou bloquear números por decisão própria;
        </li>
        <li>
          só conversará com pessoas que procuraram o seu negócio ou que tenham base legal para
          receber as suas mensagens, sem envio de spam, conteúdo ilegal, enganoso ou ofensivo.
        </li>
      </ul>

      <h2>4. A atendente de IA</h2>
      <p>
        A atendente responde com base nas informações que você cadastra (base de conhecimento,
        profissionais, serviços, locais e disponibilidade). Respostas geradas por inteligência
        artificial podem conter erros: mantenha essas informações corretas e atualizadas e acompanhe
        a agenda e as conversas pelo painel. A atendente não deve ser usada para orientação médica,
        jurídica ou financeira, nem para decisões que exijam avaliação humana.
      </p>

      <h2>5. Planos, preços e pagamento</h2>
      <p>A assinatura é mensal e cobrada por instância, conforme o plano escolhido:</p>
      <ul>
        {PLAN_IDS.map((id) => (
          <li key={id}>
            {PLANS[id].label}: {formatBRL(PLANS[id].priceCents)} por mês, até{' '}
            {PLANS[id].maxProfissionais} profissionais.
          </li>
        ))}
      </ul>
      <p>
        Todos os planos têm todas as funcionalidades. Nos primeiros {promo.promoDays} dias de cada
        nova assinatura, o valor é de {formatBRL(promo.promoPriceCents)}, aplicado automaticamente
        no pagamento por um código promocional. Depois disso, a assinatura é renovada
        automaticamente todo mês pelo valor do plano, no cartão informado. O pagamento é processado
        por um processador de pagamentos com cartão; não armazenamos os dados do seu cartão.
        Mudanças de preço serão avisadas por email com pelo menos 30 dias de antecedência e valem a
        partir da renovação seguinte.
      </p>

      <h2>6. Garantia de satisfação e cancelamento</h2>
      <ul>
        <li>
          Garantia de {SATISFACTION_GUARANTEE_DAYS} dias: se você não ficar satisfeito, peça o
          cancelamento em até {SATISFACTION_GUARANTEE_DAYS} dias do primeiro pagamento de uma
          assinatura e devolveremos o valor pago, sem perguntas. Isso inclui o direito de
          arrependimento do art. 49 do Código de Defesa do Consumidor.
        </li>
        <li>
          Você pode cancelar uma assinatura a qualquer momento. O acesso continua até o fim do
          período já pago e não há multa; fora do prazo da garantia, não há reembolso proporcional.
        </li>
        <li>
          Se um pagamento não for aprovado, a instância pode ser desativada até a regularização.
        </li>
      </ul>

      <h2>7. Uso proibido</h2>
      <p>
        Não é permitido usar o serviço para atividades ilegais, para enviar mensagens em massa não
        solicitadas, para se passar por outra pessoa, para coletar dados de terceiros sem base
        legal, nem tentar acessar dados de outras contas, sobrecarregar ou burlar a segurança do
        sistema. Podemos suspender contas que violem estes termos, com aviso prévio sempre que
        possível.
      </p>

      <h2>8. Dados pessoais</h2>
      <p>
        Sobre os dados dos seus clientes (nomes, telefones, agendamentos e conversas), você é o{' '}
        <strong>controlador</strong> e a Secretária IA atua como <strong>operadora</strong>,
        tratando-os apenas para prestar o serviço, conforme a{' '}
        <AppLink to="/politica-privacidade">Política de Privacidade</AppLink> e a{' '}
        <AppLink to="/lgpd">página da LGPD</AppLink>. Você é responsável por informar seus clientes
        de que o atendimento é feito por uma atendente virtual.
      </p>

      <h2>9. Disponibilidade e responsabilidade</h2>
      <p>
        Trabalhamos para manter o serviço disponível e correto, mas ele pode ter interrupções para
        manutenção ou por falhas de terceiros (como o WhatsApp, o provedor de IA ou o processador de
        pagamentos). Na máxima extensão permitida pela lei, nossa responsabilidade se limita ao
        valor pago por você nos 3 meses anteriores ao fato, e não respondemos por lucros cessantes
        ou por danos decorrentes de informações incorretas cadastradas por você.
      </p>

      <h2>10. Propriedade intelectual</h2>
      <p>
        O software, a marca e o conteúdo da Secretária IA são nossos. O conteúdo que você cadastra
        continua sendo seu; você nos autoriza a usá-lo apenas para prestar o serviço.
      </p>

      <h2>11. Alterações destes termos</h2>
      <p>
        Podemos atualizar estes termos. Mudanças relevantes serão avisadas por email e no painel com
        pelo menos 15 dias de antecedência; se não concordar, você pode cancelar antes de elas
        valerem.
      </p>

      <h2>12. Lei aplicável e contato</h2>
      <p>
        Estes termos seguem as leis do Brasil. Fica eleito o foro do domicílio do Cliente. Dúvidas:{' '}
        <MailLink email={CONTACT_EMAIL} />.
      </p>
    </LegalPage>
  );
}
