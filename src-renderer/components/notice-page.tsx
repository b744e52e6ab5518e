import styled from 'styled-components';
import { Page } from './ui';

/** A page that is only a short centred notice: something missing, or a place someone may not go. */
export const NoticePage = styled(Page)`
  display: grid;
  justify-items: center;
  gap: 16px;
  max-width: 640px;
  padding-top: 72px;
  text-align: center;
  h1 {
    margin: 0;
    font-size: 1.8rem;
  }
`;
