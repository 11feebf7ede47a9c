import { describe, expect, it } from 'vitest';
import { defaultMailColor, escapeHtml, htmlFromText } from './html.ts';

describe('the HTML part of a mail (issue 26)', () => {
  const text = 'Demo Oy <b>pyytää</b> tietoja:\n\nhttps://kyc.example.fi/r/1#token&x=1\n\nLinkki on voimassa 01.12.2026 asti.\n\n-- \nTerveisin\nDemo "Oy"\n';

  it('says what the plain text says, in the sender\'s look and the recipient\'s language, with everything escaped', () => {
    const html = htmlFromText(text, { sender: 'Demo <Oy>', color: '#0A7D4F', logoUrl: 'https://kyc.example.fi/api/v2.5/public/logo?key=a&b', lang: 'sv' });
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('border-top:4px solid #0A7D4F');
    expect(html).toContain('<img src="https://kyc.example.fi/api/v2.5/public/logo?key=a&amp;b" alt="Demo &lt;Oy&gt;"');
    expect(html).toContain('Demo Oy &lt;b&gt;pyytää&lt;/b&gt; tietoja:');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<a href="https://kyc.example.fi/r/1#token&amp;x=1"');
    expect(html).toContain('Linkki on voimassa 01.12.2026 asti.');
    // The signature, muted below a rule, with its own line breaks.
    expect(html).toMatch(/border-top:1px solid #dddddd[^>]*><p[^>]*>Terveisin<br>Demo &quot;Oy&quot;<\/p>/);
  });

  it('falls back to the name as the header and the product\'s colour; only a bare address becomes a link', () => {
    const html = htmlFromText('Hello\njavascript:alert(1)\n\nhttps://a.example/x y\n', { sender: 'Demo', color: 'red;background:url(x)', logoUrl: 'javascript:alert(1)', lang: 'en' });
    expect(html).not.toContain('<img');
    expect(html).toContain(`color:${defaultMailColor}">Demo</span>`);
    expect(html).not.toContain('red;background');
    expect(html).not.toContain('<a ');
    expect(escapeHtml(`<'&">`)).toBe('&lt;&#39;&amp;&quot;&gt;');
  });
});
