import * as Tabs from '@radix-ui/react-tabs';
import styled from 'styled-components';

/** The admin area's tab bars (the tabs and the content sections): wrap on phones, never scroll sideways. */
export const TabBar = styled(Tabs.List)`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  padding: 6px;
  margin-bottom: 24px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export const TabButton = styled(Tabs.Trigger)`
  flex: 1 1 auto;
  min-height: 44px;
  padding: 8px 14px;
  border: 0;
  border-radius: 10px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:hover:not([data-state='active']) {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const TabCount = styled.span`
  display: inline-block;
  margin-left: 6px;
  padding: 0 8px;
  border-radius: 999px;
  font-size: 0.8rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
`;
