import { LegalPage } from './legal-page';

export const DATA_OFFICER_EMAIL = 'dpo@secretaria.ia';

export function LgpdPage() {
  return (
    <LegalPage title="LGPD: seus direitos" updated="Atualizada em 20 de maio de 2025.">
      <p>
        A Lei Geral de Proteção de Dados (Lei nº 13.709/2018) garante a você, titular dos dados, o
        controle sobre as informações pessoais que a Secretária IA trata.
      </p>
      <h2>Direitos do titular</h2>
      <ul>
        <li>Confirmação de que tratamos seus dados e acesso a eles.</li>
        <li>Correção de dados incompletos, inexatos ou desatualizados.</li>
        <li>Anonimização, bloqueio ou eliminação de dados desnecessários.</li>
        <li>Portabilidade dos dados a outro fornecedor.</li>
        <li>Informação sobre com quem compartilhamos seus dados.</li>
        <li>Revogação do consentimento, quando ele for a base do tratamento.</li>
      </ul>
      <h2>Encarregado de dados (DPO)</h2>
      <p>
        Para exercer qualquer um desses direitos ou tirar dúvidas sobre o tratamento dos seus dados,
        escreva para o nosso encarregado:{' '}
        <a href={`mailto:${DATA_OFFICER_EMAIL}`}>{DATA_OFFICER_EMAIL}</a>. Respondemos em até 15
        dias.
      </p>
    </LegalPage>
  );
}
