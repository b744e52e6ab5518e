import styled from 'styled-components';

/** Shown while the form and its photos are on their way. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <Wrapper>
      <label htmlFor="listing-upload-progress">{percent < 100 ? `Uploading… ${percent}%` : 'Saving your listing…'}</label>
      <Bar id="listing-upload-progress" max={100} value={percent}>{`${percent}%`}</Bar>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: grid;
  gap: 6px;
  font-weight: 600;
`;

const Bar = styled.progress`
  width: 100%;
  height: 12px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;
