import { Link } from 'wouter';
import styled from 'styled-components';
import { autoFitColumns } from '../auto-fit-columns';
import { Container } from '../ui';
import { NewsletterForm } from './newsletter-form';

const QUICK_LINKS = [
  { href: '/marketplace', label: 'Marketplace' },
  { href: '/blog', label: 'Blog' },
  { href: '/reviews', label: 'Product Reviews' },
  { href: '/deals', label: 'Featured Deals' },
  { href: '/marketplace/create', label: 'Sell an Item' },
];

const HELP_LINKS = [
  { href: '/faq', label: 'FAQ' },
  { href: '/contact', label: 'Contact Us' },
  { href: '/guidelines', label: 'Community Guidelines' },
];

export function SiteFooter() {
  return (
    <Footer>
      <Columns>
        <section>
          <h2>Nestly</h2>
          <p>A friendly community for parents: honest advice, great deals and pre-loved baby gear.</p>
        </section>
        <nav aria-label="Quick links">
          <h2>Quick Links</h2>
          <ul>
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Help">
          <h2>Help</h2>
          <ul>
            {HELP_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section>
          <h2>Newsletter</h2>
          <p>Parenting tips and the best deals, once a week.</p>
          <NewsletterForm />
        </section>
      </Columns>
      <Bottom>
        <Container>
          <span>© {new Date().getFullYear()} Nestly. Made for parents, by parents.</span>
          <nav aria-label="Legal">
            <Link href="/privacy">Privacy Policy</Link>
            <Link href="/terms">Terms of Service</Link>
          </nav>
        </Container>
      </Bottom>
    </Footer>
  );
}

const Footer = styled.footer`
  margin-top: 48px;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: 860px) {
    padding-bottom: 72px;
  }
`;

const Columns = styled(Container)`
  ${autoFitColumns('200px')}
  gap: 32px;
  padding-top: 40px;
  padding-bottom: 32px;
  h2 {
    font-size: 1rem;
    margin: 0 0 12px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  a {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.colors.primary};
      text-decoration: underline;
    }
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0 0 12px;
  }
`;

const Bottom = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 16px;
    justify-content: space-between;
    padding-top: 16px;
    padding-bottom: 16px;
  }
  nav {
    display: flex;
    gap: 16px;
    flex-wrap: wrap;
  }
  a {
    color: inherit;
  }
`;
