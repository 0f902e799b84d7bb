/**
 * The name a greeting may call a customer by, from the name their WhatsApp shows (issue 24,
 * decision 038). A first name only when it looks like one: no bare title ('Dona', 'Seu', 'Dr.'),
 * no emoji, initials, numbers or company names. A courtesy title the person chose for themselves
 * stays with the name ('Dona Cida', 'Seu Zé', 'Dr. Paulo'): it is how they want to be called. A
 * family word ('Tia Lu') is dropped and the name kept. Anything else: no name.
 */
import { NAME_TITLES as TITLES } from './lexicon';
import { foldAccents } from './normalize';

/** Words in front of a name that are not how a business addresses someone: dropped. */
const FAMILY = new Set([
  'tia',
  'tio',
  'vo',
  'vovo',
  'madrinha',
  'padrinho',
  'irma',
  'irmao',
  'pastor',
  'pastora',
]);

/** Words that make the whole name a company's, a shop's or a role's. */
const COMPANY = new Set([
  'ltda',
  'me',
  'mei',
  'eireli',
  'epp',
  's/a',
  's.a.',
  'cia',
  'inc',
  'co',
  'auto',
  'pecas',
  'studio',
  'estudio',
  'salao',
  'barbearia',
  'clinica',
  'loja',
  'lojas',
  'comercio',
  'comercial',
  'distribuidora',
  'transportes',
  'transportadora',
  'servicos',
  'oficina',
  'mercado',
  'mercearia',
  'supermercado',
  'store',
  'shop',
  'academia',
  'pet',
  'petshop',
  'imobiliaria',
  'consultoria',
  'advocacia',
  'advogados',
  'estetica',
  'beauty',
  'hair',
  'nails',
  'oficial',
  'moda',
  'modas',
  'boutique',
  'contabilidade',
  'tech',
  'group',
  'grupo',
  'company',
  'representacoes',
  'materiais',
  'construcao',
  'construtora',
  'empresa',
  'delivery',
  'restaurante',
  'lanchonete',
  'padaria',
  'pizzaria',
  'farmacia',
  'drogaria',
  'igreja',
  'associacao',
  'escola',
  'colegio',
  'hotel',
  'pousada',
  'atelie',
  'atelier',
  'cosmeticos',
  'produtos',
  'festas',
  'eventos',
  'buffet',
  'veiculos',
  'motos',
  'seguros',
  'banco',
  'vendas',
  'atendimento',
  'suporte',
  'sac',
  'whatsapp',
  'business',
  'instituto',
  'centro',
  'espaco',
  'casa',
  'esmalteria',
  'manicure',
  'cabeleireira',
  'cabeleireiro',
  'barbeiro',
  'fotografia',
  'designer',
  'arquitetura',
  'engenharia',
  'odontologia',
]);

/** Words people save instead of a name: not a name to greet. */
const NOT_A_NAME = new Set([
  'amor',
  'mae',
  'mamae',
  'pai',
  'papai',
  'vida',
  'deus',
  'cliente',
  'eu',
  'voce',
  'bom',
  'boa',
  'nao',
  'sim',
  'oi',
  'ola',
  'contato',
  'usuario',
  'desconhecido',
  'numero',
  'novo',
  'nova',
  'teste',
  'gata',
  'gato',
  'princesa',
  'bebe',
  'chefe',
  'patrao',
  'patroa',
  'mozao',
  'benção',
  'bencao',
  'gratidao',
  'jesus',
  'cristo',
  'senhor',
  'senhora',
]);

const clean = (word: string) => foldAccents(word.toLowerCase()).replace(/[.,;:!]+$/g, '');

/** 'maria' and 'MARIA' → 'Maria'; 'maria-clara' → 'Maria-Clara'; 'D'Ávila' kept as written. */
function capitalised(word: string): string {
  const mixed = word !== word.toLowerCase() && word !== word.toUpperCase();
  if (mixed) return word;
  return word
    .toLowerCase()
    .replace(/(^|[-'’])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}

/** A word that reads as a given name: letters only (with hyphens and apostrophes), a vowel, 2+. */
function looksLikeName(word: string): boolean {
  if (!/^\p{L}[\p{L}'’-]*\p{L}$/u.test(word)) return false;
  const folded = clean(word);
  if (!/[aeiouy]/.test(folded)) return false; // 'JP', 'Mrs'
  // All capitals of three letters or fewer are initials ('ANA' is rarely saved that way).
  if (word.length <= 3 && word === word.toUpperCase() && !/[aeiou].*[aeiou]/i.test(folded)) {
    return false;
  }
  return !NOT_A_NAME.has(folded) && !COMPANY.has(folded);
}

/**
 * How a greeting may call the customer saved as `nome`, or undefined (no name: 'Olá! 👋').
 * 'Maria da Silva' → 'Maria'; 'Dona Cida' → 'Dona Cida'; 'Dr. Paulo Souza' → 'Dr. Paulo';
 * 'Tia Lu' → 'Lu'; 'Dona', 'Auto Peças Silva', 'Studio X', '🌸', 'J. P.', '11 98765-4321' → none.
 */
export function greetingName(nome: string): string | undefined {
  // Emoji, symbols and punctuation around words are not part of a name; words in between are.
  const words = nome
    .normalize('NFC')
    .replace(/(?:\p{Extended_Pictographic}|\u200d|\ufe0f|[|•*_~])+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (!words.length) return undefined;
  if (words.some((w) => COMPANY.has(clean(w)))) return undefined;
  if (words.some((w) => /\d/.test(w))) return undefined;
  let i = 0;
  let title: string | undefined;
  const first = clean(words[0] ?? '');
  if (TITLES[first]) {
    title = TITLES[first];
    i = 1;
  } else if (FAMILY.has(first)) {
    i = 1;
  }
  const name = words[i];
  if (!name || !looksLikeName(name)) return undefined;
  return title ? `${title} ${capitalised(name)}` : capitalised(name);
}
