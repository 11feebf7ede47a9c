import { pinyin } from 'pinyin-pro';

/**
 * Chinese characters in pinyin (pinyin-pro): readings by word, not character by character as any-ascii does
 * (重庆 chongqing, not zhongqing), and the surname's own reading (曾 Zeng, 单 Shan, 解 Xie, 翟 Zhai). A person's
 * name written as one run of two to four characters is split the way lists write it, surname apart from the given
 * name ("习近平" -> "xi jinping"); any other run becomes one word ("海燕" -> "haiyan").
 */

const hanRun = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;

export const hasHan = (text: string): boolean => /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/.test(text);

/** Two-character surnames: the given name starts after them. */
const compoundSurnames = new Set([
  '欧阳', '司马', '上官', '诸葛', '东方', '皇甫', '尉迟', '公孙', '长孙', '慕容', '令狐', '宇文', '夏侯', '轩辕', '端木',
  '司徒', '万俟', '百里', '呼延', '南宫', '独孤', '西门', '申屠', '闻人', '澹台', '公冶', '太史', '宗政', '濮阳', '钟离',
  '赫连', '歐陽', '諸葛', '東方', '尉遲', '公孫', '長孫', '軒轅', '司馬',
]);

const syllables = (text: string, surname: boolean): string[] =>
  pinyin(text, { toneType: 'none', type: 'array', nonZh: 'removed', ...(surname ? { surname: 'head' as const } : {}) });

/** The text with each run of Chinese characters in pinyin; other text is left as it is. */
export const romaniseHan = (text: string, person: boolean): string => {
  if (!hasHan(text)) return text;
  const whole = text.trim();
  if (person && /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]{2,4}$/.test(whole)) {
    const parts = syllables(whole, true);
    const split = compoundSurnames.has(whole.slice(0, 2)) && whole.length > 2 ? 2 : 1;
    return `${parts.slice(0, split).join('')} ${parts.slice(split).join('')}`;
  }
  return text.replace(hanRun, (run) => ` ${syllables(run, false).join('')} `);
};
