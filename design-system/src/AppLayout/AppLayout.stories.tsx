import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { LanguageChooser } from '../LanguageChooser/LanguageChooser';
import { NavRow } from '../NavRow/NavRow';
import { PageHeader } from '../PageHeader/PageHeader';
import { TrafficLight } from '../TrafficLight/TrafficLight';
import { AppLayout } from './AppLayout';

function Glyph({ d }: { d: string }) {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
      <path d={d} />
    </svg>
  );
}

const items: { label: string; href: string; icon: ReactNode }[] = [
  { label: 'Etusivu', href: '/app/', icon: <Glyph d="M2.5 7.5L8 3l5.5 4.5V13h-11z" /> },
  { label: 'Asiakkaat', href: '/app/customers', icon: <Glyph d="M5 6a2.5 2.5 0 1 0 6 0 2.5 2.5 0 1 0-6 0M2.5 14c.6-2.8 2.8-4.5 5.5-4.5s4.9 1.7 5.5 4.5" /> },
  { label: 'Haku', href: '/app/search', icon: <Glyph d="M3 7a4 4 0 1 0 8 0 4 4 0 1 0-8 0M10 10l3.5 3.5" /> },
  { label: 'Poistetut asiakkaat', href: '/app/removedcustomers', icon: <Glyph d="M3 4.5h10M6 4.5V3h4v1.5M4.5 4.5l.7 8.5h5.6l.7-8.5" /> },
];

function Frame({ navCollapsed }: { navCollapsed?: boolean }) {
  const [current, setCurrent] = useState('/app/customers');
  const [language, setLanguage] = useState('fi');
  return (
    <AppLayout
      navCollapsed={navCollapsed}
      navToggleLabel="Valikko"
      routeKey={current}
      skipLinkLabel="Siirry sisältöön"
      nav={
        <nav aria-label="Päävalikko" style={{ display: 'grid', gap: 'var(--tn-space-1)' }}>
          {items.map((item) => (
            <NavRow
              key={item.href}
              {...item}
              active={item.href === current}
              onNavigate={(href, event) => {
                event.preventDefault();
                setCurrent(href);
              }}
            />
          ))}
        </nav>
      }
      topbar={
        <>
          <span style={{ flex: 1 }} />
          <LanguageChooser
            label="Kieli"
            value={language}
            onChange={setLanguage}
            options={[
              { value: 'fi', label: 'Suomi' },
              { value: 'en', label: 'English' },
              { value: 'se', label: 'Svenska' },
            ]}
          />
        </>
      }
    >
      <PageHeader title="Asiakkaat" context="124 asiakasta" actions={<Button variant="primary">Lisää asiakas</Button>} />
      <Card title="Esimerkki Oy" actions={<TrafficLight status="yellow" label="Odottaa" />}>
        Y-tunnus 1234567-1 · Helsinki
      </Card>
    </AppLayout>
  );
}

const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  parameters: { layout: 'fullscreen' },
  args: { nav: null, topbar: null, children: null },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <Frame />,
};

export const Collapsed: Story = {
  render: () => <Frame navCollapsed />,
};

/** The menu button collapses the rail to icons (and back); the layout remembers the choice with `navStorageKey`. */
export const ToggleRail: Story = {
  render: () => <Frame />,
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Valikko' });
    const expanded = button.getAttribute('aria-expanded');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
  },
};

/**
 * Below 640 px (view it with a phone viewport) the rail gives way to a drawer: the menu button opens it, focus
 * goes to its first link, Escape or a click outside closes it and focus returns to the button.
 */
export const Phone: Story = {
  render: () => <Frame />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
