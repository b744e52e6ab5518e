import * as Tabs from '@radix-ui/react-tabs';
import { ButtonLink } from '../../components/ui';
import { PanelHeading } from './admin-kit';
import type { ContentSection } from './admin-place';
import { TabBar, TabButton } from './admin-tab-style';
import { CONTENT_SECTION_VIEWS } from './content-sections';

const NEW_ITEM: Record<ContentSection, { href: string; label: string }> = {
  blogs: { href: '/admin/blog/create', label: 'New Blog Post' },
  products: { href: '/marketplace/create', label: 'New Product' },
  reviews: { href: '/admin/reviews/create', label: 'New Review' },
  deals: { href: '/admin/deals/create', label: 'New Deal' },
};

interface ContentPanelProps {
  section: ContentSection;
  onSectionChange: (section: ContentSection) => void;
}

/** The Content tab: Blog Posts, Products, Reviews and Deals, one table each (the section is `&section=`). */
export function ContentPanel({ section, onSectionChange }: ContentPanelProps) {
  const create = NEW_ITEM[section];
  return (
    <Tabs.Root value={section} onValueChange={(value) => onSectionChange(value as ContentSection)}>
      <PanelHeading>
        <h2>Content</h2>
        <ButtonLink href={create.href}>{create.label}</ButtonLink>
      </PanelHeading>
      <TabBar aria-label="Content sections">
        {CONTENT_SECTION_VIEWS.map(({ kind, caption }) => (
          <TabButton key={kind} value={kind}>
            {caption}
          </TabButton>
        ))}
      </TabBar>
      {CONTENT_SECTION_VIEWS.map(({ kind, Table }) => (
        <Tabs.Content key={kind} value={kind}>
          <Table />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
