import type { DictionaryEntry } from './entry';

/**
 * ALERG_INNE, shared by types I (environmental) and B (biologic: venoms, latex). Codes are written
 * out because the seeded demo records use short ones (INN-ROZTOCZA) that a name-derived code would miss.
 */
export const otherAllergens: DictionaryEntry[] = [
  // Tree, grass and weed pollen, in the order of the Polish pollen season
  { code: 'INN-PYLEK-LESZCZYNY', name: 'Pyłek leszczyny', description: 'pylenie: styczeń–marzec' },
  { code: 'INN-PYLEK-OLSZY', name: 'Pyłek olszy', description: 'pylenie: luty–kwiecień' },
  { code: 'INN-PYLEK-BRZOZY', name: 'Pyłek brzozy', description: 'pylenie: kwiecień–maj; reakcje krzyżowe z jabłkiem, orzechem laskowym, marchwią' },
  { code: 'INN-PYLEK-TOPOLI', name: 'Pyłek topoli', description: 'pylenie: marzec–kwiecień' },
  { code: 'INN-PYLEK-WIERZBY', name: 'Pyłek wierzby', description: 'pylenie: marzec–maj' },
  { code: 'INN-PYLEK-JESIONU', name: 'Pyłek jesionu', description: 'pylenie: kwiecień–maj' },
  { code: 'INN-PYLEK-DEBU', name: 'Pyłek dębu', description: 'pylenie: kwiecień–maj' },
  { code: 'INN-PYLEK-TRAW', name: 'Pyłek traw', description: 'tymotka łąkowa, kupkówka, życica; pylenie: maj–sierpień' },
  { code: 'INN-PYLEK-ZYTA', name: 'Pyłek żyta', description: 'pylenie: maj–czerwiec' },
  { code: 'INN-PYLEK-BABKI', name: 'Pyłek babki lancetowatej', description: 'pylenie: maj–wrzesień' },
  { code: 'INN-PYLEK-SZCZAWIU', name: 'Pyłek szczawiu', description: 'pylenie: maj–sierpień' },
  { code: 'INN-PYLEK-POKRZYWY', name: 'Pyłek pokrzywy', description: 'pylenie: czerwiec–wrzesień' },
  { code: 'INN-PYLEK-KOMOSY', name: 'Pyłek komosy', description: 'pylenie: lipiec–wrzesień' },
  { code: 'INN-PYLEK-BYLICY', name: 'Pyłek bylicy', description: 'pylenie: lipiec–wrzesień; reakcje krzyżowe z selerem i przyprawami' },
  { code: 'INN-PYLEK-AMBROZJI', name: 'Pyłek ambrozji', description: 'pylenie: sierpień–październik' },
  // Indoor allergens
  { code: 'INN-ROZTOCZA', name: 'Roztocza kurzu domowego', description: 'Dermatophagoides pteronyssinus, Dermatophagoides farinae' },
  { code: 'INN-ROZTOCZA-MAGAZYNOWE', name: 'Roztocza magazynowe', description: 'Acarus siro, Lepidoglyphus destructor' },
  { code: 'INN-KARALUCHY', name: 'Karaluchy', description: 'karaczan prusak, karaczan wschodni' },
  { code: 'INN-PYL-MAKI', name: 'Pył mąki', description: 'alergia zawodowa piekarzy' },
  // Animals
  { code: 'INN-SIERSC-KOTA', name: 'Sierść kota', description: 'naskórek i ślina kota (Fel d 1)' },
  { code: 'INN-SIERSC-PSA', name: 'Sierść psa', description: 'naskórek i ślina psa (Can f 1)' },
  { code: 'INN-SIERSC-KONIA', name: 'Sierść konia', description: 'naskórek konia' },
  { code: 'INN-SIERSC-KROLIKA', name: 'Sierść królika', description: null },
  { code: 'INN-SIERSC-SWINKI-MORSKIEJ', name: 'Sierść świnki morskiej', description: null },
  { code: 'INN-SIERSC-CHOMIKA', name: 'Sierść chomika', description: null },
  { code: 'INN-PIERZE', name: 'Pierze ptaków', description: 'pióra i odchody ptaków, pościel z pierza' },
  // Moulds
  { code: 'INN-PLESN-ALTERNARIA', name: 'Pleśń Alternaria', description: 'Alternaria alternata; zarodniki latem i jesienią' },
  { code: 'INN-PLESN-CLADOSPORIUM', name: 'Pleśń Cladosporium', description: 'Cladosporium herbarum' },
  { code: 'INN-PLESN-ASPERGILLUS', name: 'Pleśń Aspergillus', description: 'Aspergillus fumigatus; wilgotne pomieszczenia' },
  { code: 'INN-PLESN-PENICILLIUM', name: 'Pleśń Penicillium', description: 'Penicillium notatum' },
  // Insect venoms, latex and other biologic allergens (type B)
  { code: 'INN-JAD-OSY', name: 'Jad osy', description: 'owady błonkoskrzydłe; ryzyko wstrząsu anafilaktycznego' },
  { code: 'INN-JAD-PSZCZOLY', name: 'Jad pszczoły', description: 'owady błonkoskrzydłe; ryzyko wstrząsu anafilaktycznego' },
  { code: 'INN-JAD-SZERSZENIA', name: 'Jad szerszenia', description: 'owady błonkoskrzydłe; reakcja krzyżowa z jadem osy' },
  { code: 'INN-JAD-TRZMIELA', name: 'Jad trzmiela', description: 'owady błonkoskrzydłe' },
  { code: 'INN-SLINA-KOMAROW', name: 'Ślina komarów', description: 'nasilone odczyny po ukąszeniach' },
  { code: 'INN-LATEKS', name: 'Lateks', description: 'kauczuk naturalny: rękawiczki, cewniki, prezerwatywy, balony' },
  // Contact allergens (patch-test series)
  { code: 'INN-NIKIEL', name: 'Nikiel', description: 'siarczan niklu; biżuteria, zapięcia, klamry' },
  { code: 'INN-CHROM', name: 'Chrom', description: 'dwuchromian potasu; cement, skóry garbowane' },
  { code: 'INN-KOBALT', name: 'Kobalt', description: 'chlorek kobaltu; metale, farby' },
  { code: 'INN-PPD', name: 'Parafenylenodiamina (PPD)', description: 'farby do włosów, tatuaże z henny' },
  { code: 'INN-MIESZANKA-ZAPACHOWA', name: 'Mieszanka zapachowa', description: 'substancje zapachowe kosmetyków i perfum' },
  { code: 'INN-BALSAM-PERUWIANSKI', name: 'Balsam peruwiański', description: 'kosmetyki, przyprawy, substancje zapachowe' },
  { code: 'INN-FORMALDEHYD', name: 'Formaldehyd', description: 'konserwanty, tkaniny, płyty meblowe' },
  { code: 'INN-METYLOIZOTIAZOLINON', name: 'Metyloizotiazolinon', description: 'konserwant kosmetyków i farb' },
  { code: 'INN-LANOLINA', name: 'Lanolina', description: 'alkohole wełny; maści i kremy' },
  { code: 'INN-TIURAMY', name: 'Tiuramy', description: 'przyspieszacze wulkanizacji gumy: rękawice, obuwie' },
  { code: 'INN-KALAFONIA', name: 'Kalafonia', description: 'żywica sosnowa; plastry, kleje, topniki lutownicze' },
  { code: 'INN-ZYWICE-EPOKSYDOWE', name: 'Żywice epoksydowe', description: 'kleje, lakiery, tworzywa' },
  // Physical triggers of urticaria
  { code: 'INN-ZIMNO', name: 'Zimno', description: 'pokrzywka z zimna' },
  { code: 'INN-SLONCE', name: 'Promieniowanie słoneczne', description: 'pokrzywka słoneczna, uczulenie na słońce' },
];
