import styled from 'styled-components';
import { NotFound } from '../../components/not-found';
import { Muted, Page } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { INFO_PAGES, type InfoPageContent } from './info-pages';

/** /faq, /contact, /privacy, /terms and /guidelines. */
export function InfoPage({ params }: { params: { page?: string } }) {
  const content = (INFO_PAGES as Record<string, InfoPageContent | undefined>)[params.page ?? ''];
  useDocumentTitle(content?.title);
  if (!content) return <NotFound />;
  return (
    <Page>
      <Article>
        <h1>{content.title}</h1>
        <Muted>{content.intro}</Muted>
        {content.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </Article>
    </Page>
  );
}

const Article = styled.article`
  max-width: 760px;
  h1 {
    margin: 0 0 8px;
  }
  h2 {
    margin: 32px 0 8px;
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 12px;
  }
`;
