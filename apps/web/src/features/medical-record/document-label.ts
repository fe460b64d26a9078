/**
 * A document's name as a patient reads it: its type and its title, without saying the type twice
 * when the title already begins with it ("Karta wizyty — interna", not "Karta wizyty: Karta wizyty — interna").
 */
export function documentLabel(document: { typeName: string; title: string }): string {
  const type = document.typeName.trim();
  const title = document.title.trim();
  if (!type) return title;
  if (!title) return type;
  return title.toLocaleLowerCase('pl').startsWith(type.toLocaleLowerCase('pl')) ? title : `${type}: ${title}`;
}
