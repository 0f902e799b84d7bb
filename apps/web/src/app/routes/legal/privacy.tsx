import { Link } from 'react-router';
import { LegalPage } from './legal-page';

export function PrivacyPage() {
  return (
    <LegalPage title="Política de Privacidade" updated="Atualizada em 20 de maio de 2025.">
      <p>
        Esta política explica quais dados pessoais a Secretária IA trata, para quê e como você pode
        exercer os seus direitos, em conformidade com a Lei Geral de Proteção de Dados (Lei nº
        13.709/2018).
      </p>
      <h2>Dados que tratamos</h2>
      <ul>
        <li>
          Dados da conta: nome, email, telefone e senha (guardada apenas de forma criptografada).
        </li>
        <li>
          Dados do negócio: instâncias, profissionais, serviços, locais, disponibilidade e agenda.
        </li>
        <li>Conversas do WhatsApp necessárias para atender e agendar os seus clientes.</li>
      </ul>
      <h2>Para que usamos</h2>
      <p>
        Usamos os dados exclusivamente para prestar o serviço contratado: autenticar você, operar a
        atendente virtual, enviar confirmações e lembretes e processar pagamentos. Não vendemos
        dados pessoais.
      </p>
      <h2>Compartilhamento e segurança</h2>
      <p>
        Compartilhamos dados apenas com os provedores indispensáveis ao serviço (mensageria e
        pagamentos). As sessões usam cookies protegidos e o acesso aos dados é restrito ao titular
        da conta.
      </p>
      <h2>Seus direitos</h2>
      <p>
        Você pode pedir acesso, correção, portabilidade ou exclusão dos seus dados. Veja como na
        página <Link to="/lgpd">LGPD</Link>.
      </p>
    </LegalPage>
  );
}
