/**
 * The corpus's vendors: each with its language, its own date and number formats, its header and
 * table layout, its tax habits, its identifiers and its catalogue of lines with their categories.
 * Derived from the seed, so the corpus is the same on every machine.
 */
import { between, pick, random, type Random } from './random.js';

export type Language = 'en' | 'en-US' | 'es' | 'fr';
export type NumberStyle = 'en' | 'es' | 'fr';
export type DateStyle = 'dmy/' | 'mdy/' | 'iso' | 'dmy.' | 'dmy-' | 'words-short' | 'words-long' | 'us-words';
export type Negative = 'minus' | 'parens' | 'trailing';

export interface Product {
  description: string;
  category: string;
  cents: number;
}

export interface Vendor {
  id: string;
  name: string;
  language: Language;
  currency: string;
  numbers: NumberStyle;
  dates: DateStyle;
  negative: Negative;
  kind: 'invoice' | 'receipt';
  /** Where the vendor's name and the document's fields sit. */
  nameSide: 'left' | 'right';
  metaStyle: 'inline' | 'columns' | 'stacked';
  metaSide: 'left' | 'right';
  table: {
    date: boolean;
    qty: boolean;
    unit: boolean;
    tax: 'amount' | 'rate' | 'none';
    ruled: boolean;
    repeatHeading: boolean;
  };
  taxRate: number;
  currencyStyle: 'symbol' | 'code' | 'heading';
  identifiers: { tax: string; iban: string; email: string; web: string };
  numberFormat: (n: number) => string;
  products: Product[];
  /** Share of its documents that run to a second page. */
  longShare: number;
  creditShare: number;
}

const CATALOGUES: Record<'en' | 'es' | 'fr', readonly (readonly [string, string, number])[][]> = {
  en: [
    [
      ['A4 copy paper, 500 sheets', 'Office supplies', 599],
      ['Blue ballpoint pens (box of 50)', 'Office supplies', 1250],
      ['Toner cartridge TN-2420 black, high yield for laser printers', 'IT equipment', 6490],
      ['USB-C docking station', 'IT equipment', 18900],
      ['Desk lamp LED', 'Furniture', 3450],
      ['Archive boxes, pack of 10', 'Office supplies', 2100],
    ],
    [
      ['Monthly cloud hosting plan', 'Software', 4900],
      ['Domain renewal example.com', 'Software', 1499],
      ['Support hours (remote), second-line troubleshooting and maintenance', 'Services', 9500],
      ['SSL certificate, 1 year', 'Software', 6900],
      ['Backup storage 500 GB', 'Software', 2500],
    ],
    [
      ['Diesel fuel', 'Travel', 7523],
      ['Parking, city centre', 'Travel', 1200],
      ['Car wash premium', 'Vehicle', 1500],
      ['Motor oil 5W-30, 5 litres', 'Vehicle', 3890],
      ['Windscreen washer fluid', 'Vehicle', 499],
    ],
    [
      ['Business lunch', 'Meals', 4680],
      ['Coffee and pastries', 'Meals', 1230],
      ['Catering for team meeting, sandwiches, fruit and drinks for twelve people', 'Meals', 21000],
      ['Mineral water, 24 bottles', 'Meals', 899],
    ],
    [
      ['Accounting services, monthly bookkeeping', 'Services', 45000],
      ['Payroll processing', 'Services', 12000],
      ['Annual accounts preparation and filing with the registry', 'Services', 85000],
      ['Tax advice, hourly', 'Services', 15000],
    ],
  ],
  es: [
    [
      ['Papel A4, 500 hojas', 'Material de oficina', 599],
      ['Bolígrafos azules (caja de 50)', 'Material de oficina', 1250],
      ['Cartucho de tóner negro de alta capacidad para impresoras láser', 'Informática', 6490],
      ['Ratón inalámbrico', 'Informática', 1999],
      ['Silla de oficina ergonómica', 'Mobiliario', 14900],
    ],
    [
      ['Menú del día', 'Comidas', 1450],
      ['Café con leche', 'Comidas', 180],
      ['Comida de empresa con clientes, menú degustación y bebidas', 'Comidas', 18500],
      ['Agua mineral', 'Comidas', 150],
      ['Tostada con tomate', 'Comidas', 350],
    ],
    [
      ['Gasóleo A', 'Viajes', 6890],
      ['Peaje autopista AP-7', 'Viajes', 1245],
      ['Lavado de vehículo', 'Vehículos', 1200],
      ['Aceite de motor 5W-30, 5 litros', 'Vehículos', 3890],
    ],
    [
      ['Asesoría fiscal mensual', 'Servicios', 25000],
      ['Gestión de nóminas', 'Servicios', 9000],
      ['Presentación de cuentas anuales en el Registro Mercantil', 'Servicios', 35000],
      ['Consultoría laboral, por hora', 'Servicios', 6000],
    ],
    [
      ['Alojamiento web anual', 'Software', 9900],
      ['Licencia de software de contabilidad, suscripción mensual para cinco usuarios', 'Software', 4500],
      ['Mantenimiento informático', 'Servicios', 12000],
      ['Registro de dominio .es', 'Software', 1200],
    ],
  ],
  fr: [
    [
      ['Ramette papier A4, 500 feuilles', 'Fournitures', 599],
      ['Stylos bille bleus (boîte de 50)', 'Fournitures', 1250],
      ['Cartouche de toner noir haute capacité pour imprimantes laser', 'Informatique', 6490],
      ['Clavier sans fil', 'Informatique', 2990],
      ['Classeurs à levier, lot de 10', 'Fournitures', 2450],
    ],
    [
      ['Déjeuner d’affaires', 'Repas', 5840],
      ['Café et viennoiseries', 'Repas', 1230],
      ['Plateaux-repas pour réunion, entrée, plat, dessert et boissons', 'Repas', 19800],
      ['Eau minérale', 'Repas', 250],
    ],
    [
      ['Gazole', 'Déplacements', 7120],
      ['Péage autoroute A7', 'Déplacements', 2380],
      ['Stationnement parking centre', 'Déplacements', 1500],
      ['Lavage véhicule', 'Véhicules', 1400],
    ],
    [
      ['Honoraires expertise comptable', 'Services', 48000],
      ['Établissement des bulletins de paie', 'Services', 11000],
      ['Bilan annuel et liasse fiscale, dépôt des comptes au greffe', 'Services', 95000],
      ['Conseil juridique, heure', 'Services', 18000],
    ],
    [
      ['Hébergement cloud mensuel', 'Logiciels', 4900],
      ['Renouvellement nom de domaine', 'Logiciels', 1499],
      ['Maintenance informatique, intervention sur site et assistance téléphonique', 'Services', 9500],
      ['Licence logiciel de gestion', 'Logiciels', 7900],
    ],
  ],
};

const NAMES = {
  en: [
    'Northwind Supplies Ltd',
    'Blue Harbour Hosting',
    'Redline Fuels',
    'The Corner Bistro',
    'Ashford & Rowe Accountants',
    'Pinecrest Office Co',
    'Summit Cloud Services',
  ],
  'en-US': ['Lakeside Diner LLC', 'Granite State Fuel Inc', 'Bayview IT Solutions', 'Keystone Tax Advisors'],
  es: [
    'Papelería Martínez S.L.',
    'Restaurante El Olivo',
    'Estación de Servicio Ronda',
    'Asesoría Gómez y Asociados',
    'Hostinet Soluciones S.L.',
  ],
  fr: [
    'Bureau Vallée Lyon',
    'Brasserie du Marché',
    'Station Total Avignon',
    'Cabinet Morel Expertise',
    'Nuage Informatique SARL',
  ],
} as const;

function vat(rng: Random, language: Language): string {
  const digits = (n: number) => Array.from({ length: n }, () => between(rng, 0, 9)).join('');
  if (language === 'es') return `ES B${digits(8)}`;
  if (language === 'fr') return `FR ${digits(2)} ${digits(9)}`;
  if (language === 'en-US') return `${digits(2)}-${digits(7)}`;
  return `GB ${digits(3)} ${digits(4)} ${digits(2)}`;
}

/** A valid IBAN for the country (check digits computed, so readers can check them). */
function iban(rng: Random, country: string, length: number): string {
  const bban = Array.from({ length: length - 4 }, () => between(rng, 0, 9)).join('');
  const numeric = (bban + country + '00').replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  const check = String(98 - remainder).padStart(2, '0');
  return `${country}${check}${bban}`.replace(/(.{4})/g, '$1 ').trim();
}

const NUMBER_FORMATS: readonly ((year: number) => (n: number) => string)[] = [
  (_y) => (n) => `INV-${String(n).padStart(5, '0')}`,
  (y) => (n) => `${y}/${String(n).padStart(4, '0')}`,
  (y) => (n) => `F${y}-${String(n).padStart(3, '0')}`,
  () => (n) => `${100000 + n * 7}`,
  (y) => (n) => `A-${y}${String(n).padStart(4, '0')}`,
  () => (n) => `T${String(n).padStart(6, '0')}`,
];

/** The corpus's vendors: at least `count`, the same for one seed. */
export function makeVendors(seed: number, count = 21): Vendor[] {
  const rng = random(seed);
  const languages: Language[] = ['en', 'es', 'fr', 'en-US', 'en', 'es', 'fr'];
  const used = new Set<string>();
  const vendors: Vendor[] = [];
  for (let k = 0; k < count; k += 1) {
    const language = languages[k % languages.length]!;
    const names = NAMES[language].filter((n) => !used.has(n));
    const name = names.length ? pick(rng, names) : `${pick(rng, NAMES[language])} ${k}`;
    used.add(name);
    const base = language === 'en-US' ? 'en' : language;
    const products = pick(rng, CATALOGUES[base]).map(([description, category, cents]) => ({
      description,
      category,
      cents,
    }));
    const numbers: NumberStyle =
      language === 'fr' ? pick(rng, ['fr', 'fr', 'es'] as const) : language === 'es' ? 'es' : 'en';
    const dates: DateStyle =
      language === 'en-US'
        ? pick(rng, ['mdy/', 'us-words'] as const)
        : language === 'en'
          ? pick(rng, ['dmy/', 'words-short', 'iso', 'us-words'] as const)
          : language === 'es'
            ? pick(rng, ['dmy/', 'dmy-', 'words-long', 'words-short'] as const)
            : pick(rng, ['dmy/', 'dmy.', 'words-long', 'words-short'] as const);
    const currency =
      language === 'en'
        ? pick(rng, ['GBP', 'GBP', 'EUR'] as const)
        : language === 'en-US'
          ? 'USD'
          : language === 'fr' && k % 5 === 0
            ? 'CHF'
            : 'EUR';
    const kind = k % 4 === 3 ? 'receipt' : 'invoice';
    const domain = name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z]+/g, '')
      .slice(0, 16);
    const country = language === 'es' ? 'ES' : language === 'fr' ? 'FR' : language === 'en' ? 'GB' : 'DE';
    vendors.push({
      id: `v${String(k + 1).padStart(2, '0')}`,
      name,
      language,
      currency,
      numbers,
      dates,
      negative: pick(rng, ['minus', 'parens', 'trailing'] as const),
      kind,
      nameSide: pick(rng, ['left', 'right'] as const),
      metaStyle: pick(rng, ['inline', 'columns', 'stacked'] as const),
      metaSide: pick(rng, ['left', 'right'] as const),
      table: {
        date: rng() < 0.3,
        qty: rng() < 0.7,
        unit: rng() < 0.6,
        tax:
          kind === 'receipt'
            ? pick(rng, ['none', 'rate'] as const)
            : pick(rng, ['amount', 'rate', 'none', 'amount'] as const),
        ruled: rng() < 0.5,
        repeatHeading: rng() < 0.6,
      },
      taxRate:
        language === 'es'
          ? pick(rng, [21, 10])
          : language === 'fr'
            ? pick(rng, [20, 10])
            : language === 'en-US'
              ? 8
              : 20,
      currencyStyle: pick(rng, ['symbol', 'code', 'heading'] as const),
      identifiers: {
        tax: vat(rng, language),
        iban: iban(rng, country, country === 'GB' ? 22 : country === 'DE' ? 22 : country === 'ES' ? 24 : 27),
        email: `billing@${domain}.${base === 'en' ? 'com' : base}`,
        web: `www.${domain}.${base === 'en' ? 'com' : base}`,
      },
      numberFormat: pick(rng, NUMBER_FORMATS)(2026),
      products,
      longShare: k % 3 === 0 ? 0.3 : 0.1,
      creditShare: kind === 'invoice' ? 0.15 : 0,
    });
  }
  return vendors;
}
