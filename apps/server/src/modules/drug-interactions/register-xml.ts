import { SaxesParser, type SaxesTagPlain } from 'saxes';

/*
 * The streaming reader of the official register of medicinal products (URPL "Rejestr Produktów
 * Leczniczych", the open-data export `produktyLecznicze`, format 6.0.0 — namespace
 * http://rejestry.ezdrowie.gov.pl/rpl/eksport-danych-v6.0.0). What it reads of each
 * `produktLeczniczy` (attributes unless said otherwise):
 *   id, nazwaProduktu, nazwaPowszechnieStosowana, moc, nazwaPostaciFarmaceutycznej (older exports:
 *   postac), podmiotOdpowiedzialny, kodATC (or the first child kodyATC/kodATC), rodzajPreparatu
 *   (only "ludzki" — medicines for people — is kept; a missing one counts as human);
 *   substancjeCzynne/substancjaCzynna: nazwaSubstancji, iloscSubstancji, jednostkaMiaryIlosciSubstancji,
 *   iloscPreparatu, jednostkaMiaryIlosciPreparatu, innyOpisIlosci (older exports: the name as text);
 *   opakowania/opakowanie: kodGTIN (older: kodEAN), kategoriaDostepnosci, skasowane ("TAK": left out),
 *   and its jednostkiOpakowania/jednostkaOpakowania: liczbaOpakowan, rodzajOpakowania, pojemnosc,
 *   jednostkaPojemnosci, informacjeDodatkowe (older: wielkosc and jednostkaWielkosci on opakowanie).
 * A substance's id is its name normalised (see `substanceKey`): the export has no substance ids.
 */

export interface ImportedSubstance {
  id: string;
  name: string;
  amount: string | null;
}
export interface ImportedPackage {
  id: string;
  description: string | null;
  availability: string | null;
}
export interface ImportedProduct {
  id: string;
  name: string;
  internationalName: string | null;
  strength: string | null;
  form: string | null;
  atcCode: string | null;
  holder: string | null;
  substances: ImportedSubstance[];
  packages: ImportedPackage[];
}

/** A file that is not the register's export, with where: the line and the element. */
export class RegisterFormatError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/** The register's substance id: the name trimmed, spaces collapsed, upper-case ("RAMIPRILUM"). */
export const substanceKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleUpperCase('pl');

const clean = (value: string | undefined): string | null => {
  const v = value?.replace(/\s+/g, ' ').trim();
  return v ? v : null;
};
const joined = (...parts: Array<string | null | undefined>) => clean(parts.filter(Boolean).join(' '));

/**
 * Reads the export from `chunks` (a stream of its bytes or text) and hands each product to `onProduct`
 * as soon as its element closes. Throws RegisterFormatError on XML that is not well-formed, or on a
 * product without its id or name, or a package without its GTIN.
 */
export async function readRegisterXml(chunks: AsyncIterable<Buffer | string>, onProduct: (product: ImportedProduct) => void): Promise<{ products: number; asOf: string | null }> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  let failure: RegisterFormatError | null = null;
  const fail = (message: string) => {
    failure ??= new RegisterFormatError(message, parser.line);
  };
  let rootSeen = false;
  let asOf: string | null = null;
  let product: (ImportedProduct & { human: boolean }) | null = null;
  let pkg: { id: string; availability: string | null; units: string[]; legacySize: string | null; deleted: boolean } | null = null;
  let substanceText: { text: string } | null = null;
  let atcText: { text: string } | null = null;
  let count = 0;
  const local = (name: string) => name.slice(name.indexOf(':') + 1);

  parser.on('opentag', (tag: SaxesTagPlain) => {
    const a = tag.attributes as Record<string, string>;
    const name = local(tag.name);
    if (!rootSeen) {
      rootSeen = true;
      if (name !== 'produktyLecznicze') fail(`Oczekiwano elementu produktyLecznicze, jest ${name}.`);
      asOf = clean(a.stanNaDzien);
      return;
    }
    if (name === 'produktLeczniczy') {
      const id = clean(a.id);
      const productName = clean(a.nazwaProduktu);
      if (!id || !productName) return fail('Element produktLeczniczy bez atrybutu id lub nazwaProduktu.');
      product = {
        id,
        name: productName,
        internationalName: clean(a.nazwaPowszechnieStosowana),
        strength: clean(a.moc),
        form: clean(a.nazwaPostaciFarmaceutycznej ?? a.postac),
        atcCode: clean(a.kodATC),
        holder: clean(a.podmiotOdpowiedzialny),
        substances: [],
        packages: [],
        human: !a.rodzajPreparatu || a.rodzajPreparatu === 'ludzki',
      };
      return;
    }
    if (!product) return;
    if (name === 'substancjaCzynna') {
      const substanceName = clean(a.nazwaSubstancji);
      if (substanceName) {
        const amount = joined(a.iloscSubstancji, a.jednostkaMiaryIlosciSubstancji) ?? clean(a.innyOpisIlosci);
        const per = joined(a.iloscPreparatu, a.jednostkaMiaryIlosciPreparatu);
        addSubstance(product, substanceName, amount && per ? `${amount}/${per}` : amount);
      } else substanceText = { text: '' };
    } else if (name === 'kodATC' && !product.atcCode) atcText = { text: '' };
    else if (name === 'opakowanie') {
      const gtin = clean(a.kodGTIN ?? a.kodEAN);
      if (!gtin) return fail(`Element opakowanie produktu ${product.id} bez atrybutu kodGTIN.`);
      pkg = { id: gtin, availability: clean(a.kategoriaDostepnosci), units: [], legacySize: joined(a.wielkosc, a.jednostkaWielkosci), deleted: a.skasowane === 'TAK' };
    } else if (name === 'jednostkaOpakowania' && pkg) {
      const size = joined(a.pojemnosc, a.jednostkaPojemnosci);
      const count = clean(a.liczbaOpakowan);
      const kind = clean(a.rodzajOpakowania);
      const unit = [count && kind ? `${count} ${kind}` : kind, size ? (count && kind ? `po ${size}` : size) : null, clean(a.informacjeDodatkowe)].filter(Boolean).join(' ');
      if (unit) pkg.units.push(unit);
    }
  });
  parser.on('text', (text) => {
    if (substanceText) substanceText.text += text;
    if (atcText) atcText.text += text;
  });
  parser.on('closetag', (tag) => {
    const name = local(tag.name);
    if (name === 'substancjaCzynna' && substanceText && product) {
      const substanceName = clean(substanceText.text);
      if (substanceName) addSubstance(product, substanceName, null);
      substanceText = null;
    } else if (name === 'kodATC' && atcText && product) {
      product.atcCode = clean(atcText.text);
      atcText = null;
    } else if (name === 'opakowanie' && pkg && product) {
      if (!pkg.deleted && !product.packages.some((p) => p.id === pkg!.id)) {
        product.packages.push({ id: pkg.id, description: pkg.units.length ? pkg.units.join(' + ') : pkg.legacySize, availability: pkg.availability });
      }
      pkg = null;
    } else if (name === 'produktLeczniczy' && product) {
      const { human, ...done } = product;
      if (human && done.packages.length > 0 && done.substances.length > 0 && !failure) {
        count++;
        onProduct(done);
      }
      product = null;
    }
  });
  parser.on('error', (error) => {
    fail(`Niepoprawny XML: ${error.message.replace(/^.*?:\d+:\d+: /, '')}`);
  });

  // A chunk may end inside a character: the decoder keeps its first bytes for the next one.
  const decoder = new TextDecoder('utf-8', { fatal: false });
  for await (const chunk of chunks) {
    parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    if (failure) throw failure;
  }
  parser.close();
  if (failure) throw failure;
  if (!rootSeen) throw new RegisterFormatError('Plik nie zawiera elementu produktyLecznicze.', 1);
  return { products: count, asOf };
}

function addSubstance(product: ImportedProduct, name: string, amount: string | null) {
  const id = substanceKey(name);
  if (!product.substances.some((s) => s.id === id)) product.substances.push({ id, name, amount });
}
