import { LegalPage } from './legal-page';

export function TermsPage() {
  return (
    <LegalPage title="Termos de Uso" updated="Vigentes a partir de 20 de maio de 2025.">
      <p>
        Estes Termos de Uso regem o acesso e o uso da Secretária IA, serviço que conecta um número
        de WhatsApp a uma atendente virtual que responde clientes, agenda, confirma e lembra
        atendimentos em nome do seu negócio. Ao criar uma conta, você declara que leu e aceita estes
        termos.
      </p>
      <h2>1. Conta e responsabilidades</h2>
      <p>
        Você é responsável pelas informações cadastradas, pela guarda da sua senha e por todo uso
        feito com a sua conta. O serviço está em versão beta: funcionalidades podem mudar e
        melhorias são publicadas com frequência.
      </p>
      <h2>2. Uso do WhatsApp</h2>
      <p>
        Você se compromete a usar apenas números de sua titularidade, a respeitar as políticas do
        WhatsApp e a não enviar mensagens não solicitadas, ofensivas ou ilegais por meio da
        plataforma.
      </p>
      <h2>3. Planos, pagamento e cancelamento</h2>
      <p>
        A assinatura é cobrada por instância, mensalmente, conforme o plano escolhido (START, PRO ou
        ULTRA). Os primeiros 30 dias têm preço promocional, e há garantia de satisfação de 7 dias.
        Você pode cancelar a qualquer momento; o acesso continua até o fim do período já pago.
      </p>
      <h2>4. Limitação de responsabilidade</h2>
      <p>
        Empregamos os melhores esforços para manter o serviço disponível e correto, mas não nos
        responsabilizamos por indisponibilidades de terceiros, como o WhatsApp ou a operadora de
        pagamentos.
      </p>
      <h2>5. Contato</h2>
      <p>
        Dúvidas sobre estes termos: <a href="mailto:contato@secretaria.ia">contato@secretaria.ia</a>
        .
      </p>
    </LegalPage>
  );
}
