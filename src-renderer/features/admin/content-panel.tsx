import * as Tabs from '@radix-ui/react-tabs';
import { ButtonLink } from '../../components/ui';
import { PanelHeading } from './admin-kit';
import type { ContentSection } from './admin-place';
import { TabBar, TabButton } from './admin-tab-style';
import { BlogsSection, DealsSection, ProductsSection, ReviewsSection } from './content-sections';

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
        <TabButton value="blogs">Blog Posts</TabButton>
        <TabButton value="products">Products</TabButton>
        <TabButton value="reviews">Reviews</TabButton>
        <TabButton value="deals">Deals</TabButton>
      </TabBar>
      <Tabs.Content value="blogs">
        <BlogsSection />
      </Tabs.Content>
      <Tabs.Content value="products">
        <ProductsSection />
      </Tabs.Content>
      <Tabs.Content value="reviews">
        <ReviewsSection />
      </Tabs.Content>
      <Tabs.Content value="deals">
        <DealsSection />
      </Tabs.Content>
    </Tabs.Root>
  );
}
