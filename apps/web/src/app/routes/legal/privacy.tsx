import { AppLink } from '@/components/navigation/app-link';
import { DATA_OFFICER_EMAIL, LegalPage, MailLink } from './legal-page';

export function PrivacyPage() {
  return (
    <LegalPage title="Política de Privacidade" updated="Atualizada em 20 de maio de 2025.">
      <p>
        Esta política explica quais dados pessoais a Secretária IA trata, por que, por quanto tempo,
        com quem os compartilha e como exercer os seus direitos, nos termos da Lei Geral de Proteção
        de Dados Pessoais (LGPD, Lei nº 13.709/2018).
      </p>

      <h2>1. Papéis: controladora e operadora</h2>
      <ul>
        <li>
          Para os dados de quem cria uma conta (o <strong>titular da conta</strong>, dono ou gestor
          do negócio), a Secretária IA é a <strong>controladora</strong>.
        </li>
        <li>
          Para os dados dos clientes do negócio que conversam com a atendente no WhatsApp, o negócio
          é o controlador e a Secretária IA é a <strong>operadora</strong>: tratamos esses dados
          apenas seguindo as instruções do negócio e para prestar o serviço.
        </li>
      </ul>

      <h2>2. Dados que tratamos</h2>
      <h3>Do titular da conta</h3>
      <ul>
        <li>Nome, email e, se informado, telefone.</li>
        <li>Senha, guardada apenas como hash (não conseguimos lê-la).</li>
        <li>Sessões de acesso: endereço IP, navegador, data e hora.</li>
        <li>
          Assinatura: plano, status e histórico de pagamentos. Os dados do cartão são informados
          diretamente ao processador de pagamentos e não passam pelos nossos servidores.
        </li>
      </ul>
      <h3>Do negócio</h3>
      <ul>
        <li>
          Instâncias (número de WhatsApp, país, fuso horário, nome da atendente e base de
          conhecimento), profissionais, serviços, locais e disponibilidade.
        </li>
      </ul>
      <h3>Dos clientes do negócio</h3>
      <ul>
        <li>Nome e telefone (WhatsApp) dos contatos.</li>
        <li>Agendamentos: data, horário, serviço, profissional, local e situação.</li>
        <li>
          Registros de conversas: as mensagens trocadas entre a atendente e o cliente pelo número
          conectado, necessárias para responder, agendar e mostrar o histórico ao negócio.
        </li>
      </ul>
      <h3>No seu navegador</h3>
      <p>
        Um cookie de sessão essencial (para manter você conectado) e, no armazenamento local, a
        preferência de tema e o plano escolhido na página inicial. Não usamos cookies de publicidade
        nem rastreadores de terceiros.
      </p>

      <h2>3. Para que usamos e com que base legal</h2>
      <ul>
        <li>
          Criar e manter a conta, operar a atendente, agendar, confirmar e lembrar atendimentos,
          cobrar a assinatura e dar suporte: execução do contrato (art. 7º, V).
        </li>
        <li>
          Guardar registros de acesso e documentos fiscais: cumprimento de obrigação legal (art. 7º,
          II), como o Marco Civil da Internet e a legislação tributária.
        </li>
        <li>
          Proteger contas e prevenir fraudes, como limitar tentativas de login: legítimo interesse
          (art. 7º, IX).
        </li>
        <li>
          Enviar emails sobre o serviço (confirmação de cadastro, redefinição de senha, avisos sobre
          a conta). Não enviamos publicidade sem o seu consentimento.
        </li>
      </ul>
      <p>Não vendemos dados pessoais e não os usamos para publicidade.</p>

      <h2>4. Com quem compartilhamos</h2>
      <p>Apenas com fornecedores que tratam dados em nosso nome, sob contrato:</p>
      <ul>
        <li>
          <strong>Processador de pagamentos com cartão</strong>: recebe os dados de cobrança do
          titular da conta para processar a assinatura.
        </li>
        <li>
          <strong>Gateway de WhatsApp</strong>: mantém a conexão do número e transmite as mensagens
          entre a atendente e os clientes do negócio.
        </li>
        <li>
          <strong>Provedor de modelo de IA (opcional)</strong>: quando a atendente de IA está ativa,
          recebe a mensagem do cliente e as informações do negócio necessárias para gerar a
          resposta, e as trata só para isso.
        </li>
        <li>
          <strong>Hospedagem e envio de emails</strong>: guardam os dados do serviço e entregam os
          emails da conta.
        </li>
        <li>Autoridades públicas, quando houver obrigação legal ou ordem judicial.</li>
      </ul>
      <p>
        Alguns desses fornecedores podem tratar dados fora do Brasil. Nesses casos, a transferência
        segue o art. 33 da LGPD, com cláusulas contratuais que garantem proteção equivalente.
      </p>

      <h2>5. Por quanto tempo guardamos</h2>
      <ul>
        <li>
          Conta, dados do negócio, contatos e agendamentos: enquanto a conta existir. Ao encerrá-la,
          apagamos tudo em até 30 dias (e das cópias de segurança em até 90 dias).
        </li>
        <li>
          Registros de conversas: até 12 meses após cada mensagem, ou antes, se o negócio excluir o
          contato ou encerrar a conta.
        </li>
        <li>Registros de acesso: 6 meses (art. 15 do Marco Civil da Internet).</li>
        <li>Dados de pagamento e fiscais: 5 anos, como exige a legislação tributária.</li>
      </ul>

      <h2>6. Segurança</h2>
      <p>
        Usamos conexão criptografada (HTTPS), senhas com hash forte, cookies de sessão protegidos
        (httpOnly), isolamento dos dados de cada conta e limitação de tentativas de login. Em caso
        de incidente de segurança que possa causar risco ou dano relevante, avisaremos os titulares
        afetados e a ANPD.
      </p>

      <h2>7. Seus direitos</h2>
      <p>
        Você pode pedir confirmação, acesso, correção, anonimização, portabilidade, eliminação,
        informações sobre compartilhamento e revogação do consentimento, entre outros. Veja cada
        direito e como exercê-lo na página <AppLink to="/lgpd">LGPD: seus direitos</AppLink>.
      </p>

      <h2>8. Crianças e adolescentes</h2>
      <p>
        O serviço é destinado a negócios e não é direcionado a menores de 18 anos. Dados de crianças
        e adolescentes só devem ser cadastrados pelo negócio no seu melhor interesse, com o
        consentimento de um dos pais ou responsável quando exigido (art. 14).
      </p>

      <h2>9. Alterações e contato</h2>
      <p>
        Avisaremos por email e no painel sobre mudanças relevantes nesta política. O encarregado
        pelo tratamento de dados pessoais (DPO) atende pelo email{' '}
        <MailLink email={DATA_OFFICER_EMAIL} />.
      </p>
    </LegalPage>
  );
}
