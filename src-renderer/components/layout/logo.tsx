import { Link } from 'wouter';
import styled from 'styled-components';

export function Logo() {
  return (
    <LogoLink href="/" aria-label="Nestly home">
      <img src="/favicon.svg" alt="" />
      <span>Nestly</span>
    </LogoLink>
  );
}

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 1.35rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  img {
    width: 32px;
    height: 32px;
  }
`;
