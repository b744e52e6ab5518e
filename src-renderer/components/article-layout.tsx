import styled from 'styled-components';
import { Page } from './ui';

/** The reading column of an article or review page. */
export const ArticlePage = styled(Page)`
  max-width: 860px;
`;

export const ArticleHeader = styled.header`
  display: grid;
  gap: 12px;
  margin-bottom: 24px;
  h1 {
    margin: 0;
    font-size: clamp(1.8rem, 4.5vw, 2.6rem);
  }
`;

export const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const HeroImage = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
  margin-bottom: 28px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export const ArticleFooter = styled.div`
  margin: 32px 0;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
