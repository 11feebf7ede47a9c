// Realistic query names for the screening benchmark: Nordic persons and companies, and list names with the
// kinds of damage customer data has (typos, dropped middle names, another order, lost diacritics).

/** A small deterministic generator (mulberry32), so that runs compare. */
export const random = (seed) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];

const firstNames = (
  'Matti Mikko Juha Timo Jari Antti Ville Janne Tuomas Pekka Jukka Sami Hannu Olli Heikki Markku Petri Kari Ari Jussi ' +
  'Eero Aleksi Onni Leo Eino Väinö Elias Oliver Lauri Niko Joonas Teemu Tapio Seppo Esa Arto Risto Raimo Reijo Erkki ' +
  'Anna Maria Liisa Aino Eeva Sanna Kaisa Päivi Tuula Riikka Marjatta Kristiina Helena Johanna Laura Hanna Sari Minna ' +
  'Tiina Anne Pirjo Leena Emilia Sofia Aada Ella Olivia Venla Iida Veera Noora Emma Elina Satu Heli Katja Jaana Outi ' +
  'Erik Lars Anders Johan Karl Nils Per Sven Björn Magnus Fredrik Gustav Oskar Axel Henrik Mats Jonas Stefan Håkan ' +
  'Karin Ingrid Astrid Kerstin Birgitta Margareta Elisabeth Ulla Maja Ebba Alva Saga Linnea Agnes Wilma Freja Ida ' +
  'Ole Kari Jens Søren Morten Rasmus Mads Thomas Henrik Bjørn Øystein Knut Geir Trond Arne Ragnhild Solveig Mette ' +
  'Sigrid Tove Hilde Kjersti Ingeborg Signe Camilla Marit Gunnhild Tor Eirik Sindre Kristian Andreas Martin Markus'
).split(' ');

const lastNames = (
  'Virtanen Korhonen Mäkinen Nieminen Mäkelä Hämäläinen Laine Heikkinen Koskinen Järvinen Lehtonen Lehtinen ' +
  'Saarinen Salminen Heinonen Niemi Heikkilä Kinnunen Salonen Turunen Salo Laitinen Tuominen Rantanen Karjalainen ' +
  'Jokinen Mattila Savolainen Lahtinen Ahonen Hiltunen Kallio Leinonen Miettinen Pitkänen Aaltonen Manninen ' +
  'Väisänen Harju Vainio Laaksonen Hakala Lindholm Lindroos Nyström Sjöberg Grönroos Wikström Forsman Åberg ' +
  'Johansson Andersson Karlsson Nilsson Eriksson Larsson Olsson Persson Svensson Gustafsson Pettersson Jonsson ' +
  'Jansson Hansson Bengtsson Lindberg Lindström Lindqvist Lindgren Berg Bergström Lundberg Lundgren Sandberg ' +
  'Hansen Johansen Olsen Larsen Andersen Pedersen Nilsen Kristiansen Jensen Karlsen Johnsen Pettersen Eriksen ' +
  'Berg Haugen Hagen Johannessen Andreassen Jacobsen Dahl Jørgensen Halvorsen Henriksen Lund Sørensen Jakobsen ' +
  'Nielsen Christensen Rasmussen Møller Mortensen Poulsen Madsen Kristensen Thomsen Østergaard Sæther Øverby'
).split(' ');

const syllables = 'ka ko ku ta te to ri ra ro sa se si ma mi mo va ve vi la le li na ne ni pa pe po ha he hi ja jo ju ki ku'.split(' ');
const companyWords = (
  'Rakennus Kuljetus Tekniikka Sähkö Metalli Puu Kiinteistö Konsultointi Palvelu Logistiikka Auto Kone Data Media ' +
  'Bygg Transport Teknik El Fastighet Konsult Service Handel Invest Holding Eiendom Maskin Regnskap Shipping Marine ' +
  'Nordic Baltic Arctic Polar Group Partners Solutions Systems Trading Capital Energy Foods Design Studio Works'
).split(' ');
const legalForms = ['Oy', 'Oy', 'Oy', 'Ky', 'Oyj', 'Tmi', 'AB', 'AB', 'HB', 'AS', 'AS', 'ASA', 'ApS', 'A/S', 'Ltd', 'OÜ'];

const birthDate = (rnd) =>
  `${1940 + Math.floor(rnd() * 65)}-${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}`;

export const nordicPerson = (rnd) => {
  const middle = rnd() < 0.4 ? `${pick(rnd, firstNames)} ` : '';
  const last = rnd() < 0.1 ? `${pick(rnd, lastNames)}-${pick(rnd, lastNames)}` : pick(rnd, lastNames);
  const name = rnd() < 0.2 ? `${last}, ${pick(rnd, firstNames)} ${middle}` : `${pick(rnd, firstNames)} ${middle}${last}`;
  return { name: name.trim(), type: 'PERSON', birthDate: birthDate(rnd), nationality: pick(rnd, ['FI', 'FI', 'FI', 'SE', 'NO', 'DK', 'EE']) };
};

export const nordicCompany = (rnd) => {
  const coined = Array.from({ length: 2 + Math.floor(rnd() * 2) }, () => pick(rnd, syllables)).join('');
  const brand = coined.charAt(0).toUpperCase() + coined.slice(1);
  const words = rnd() < 0.5 ? `${brand} ${pick(rnd, companyWords)}` : `${pick(rnd, lastNames)} ${pick(rnd, companyWords)}`;
  const form = pick(rnd, legalForms);
  return { name: rnd() < 0.2 ? `${form} ${words}` : `${words} ${form}`, type: 'ORGANIZATION', nationality: pick(rnd, ['FI', 'SE', 'NO', 'DK']) };
};

const typo = (rnd, text) => {
  const i = Math.floor(rnd() * text.length);
  const r = rnd();
  if (r < 0.33) return text.slice(0, i) + text.slice(i + 1);
  if (r < 0.66) return text.slice(0, i) + text.charAt(i) + text.slice(i);
  return text.slice(0, i) + text.charAt(i + 1) + text.charAt(i) + text.slice(i + 2);
};

export const perturbedListName = (rnd, entities) => {
  const e = pick(rnd, entities);
  const names = [e.name, ...e.aliases.map((a) => a.name)];
  let name = pick(rnd, names);
  const r = rnd();
  if (r < 0.3) name = typo(rnd, name);
  else if (r < 0.45) name = name.split(/\s+/).reverse().join(' ');
  else if (r < 0.55 && name.split(/\s+/).length > 2) name = name.split(/\s+/).filter((_, i, all) => i !== 1 || all.length < 3).join(' ');
  else if (r < 0.65) name = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const type = e.kind === 'PERSON' ? 'PERSON' : e.kind === 'UNKNOWN' ? undefined : 'ORGANIZATION';
  return { name, ...(type ? { type } : {}), ...(e.birthDates[0] && rnd() < 0.5 ? { birthDate: e.birthDates[0] } : {}) };
};
