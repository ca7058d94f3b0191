/** What people call a food: its name without the state in brackets (苹果（带皮，生） → 苹果). */
export const foodCommonName = (name: string): string => name.replace(/[（(].*$/, '').trim() || name;
