import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from '../../../src-shared/schemas/product';
import { CloseIcon } from '../../components/icons';
import { FieldError, Label, Muted } from '../../components/ui';

interface PhotoPickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

/** Picks up to 5 images (5 MB each) with previews; the server checks them again by their bytes. */
export function PhotoPicker({ files, onChange, disabled }: PhotoPickerProps) {
  const [problem, setProblem] = useState('');
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const images = picked.filter((file) => file.type.startsWith('image/'));
    const small = images.filter((file) => file.size <= MAX_PHOTO_BYTES);
    const room = MAX_PHOTOS - files.length;
    const problems = [
      images.length < picked.length && 'Only image files can be added.',
      small.length < images.length && 'Each photo must be 5 MB or smaller.',
      small.length > room && `You can add up to ${MAX_PHOTOS} photos.`,
    ].filter(Boolean);
    setProblem(problems.join(' '));
    onChange([...files, ...small.slice(0, Math.max(0, room))]);
  };

  return (
    <div>
      <Label htmlFor="listing-photos">Photos</Label>
      <Muted id="listing-photos-hint">Upload up to 5 photos</Muted>
      <FileInput
        id="listing-photos"
        type="file"
        accept="image/*"
        multiple
        disabled={disabled || files.length >= MAX_PHOTOS}
        aria-describedby="listing-photos-hint"
        onChange={handlePick}
      />
      {problem && <FieldError role="alert">{problem}</FieldError>}
      {files.length > 0 && (
        <Previews>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.lastModified}-${index}`}>
              <img src={previews[index]} alt={`Photo ${index + 1}: ${file.name}`} />
              <RemoveButton
                type="button"
                aria-label={`Remove photo ${index + 1}`}
                disabled={disabled}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                <CloseIcon size={16} />
              </RemoveButton>
            </li>
          ))}
        </Previews>
      )}
    </div>
  );
}

// a file input is as wide as its "Choose Files No file chosen" text (about 350 px) unless told:
// that alone made the Sell page wider than a phone
const FileInput = styled.input`
  display: block;
  width: 100%;
  margin-top: 8px;
`;

const Previews = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  li {
    position: relative;
    width: 96px;
    height: 96px;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const RemoveButton = styled.button`
  position: absolute;
  top: -8px;
  right: -8px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;
