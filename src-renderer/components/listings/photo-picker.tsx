import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from '../../../src-shared/schemas/product';
import { CloseIcon } from '../icons';
import { FieldError, Label, Muted } from '../ui';
import { movePhoto, type ListingPhoto } from './listing-photos';

interface PhotoPickerProps {
  photos: ListingPhoto[];
  onChange: (photos: ListingPhoto[]) => void;
  disabled?: boolean;
  idPrefix?: string;
}

let picked = 0;

/**
 * Picks up to 5 images (5 MB each) and shows them in order with their names: the first is the
 * cover, and any other can be made the cover, moved or removed. The server checks them again by
 * their bytes.
 */
export function PhotoPicker({ photos, onChange, disabled, idPrefix = 'listing' }: PhotoPickerProps) {
  const [problem, setProblem] = useState('');
  // object URLs of chosen files, released when the form goes away
  const objectUrls = useRef<string[]>([]);
  useEffect(() => () => objectUrls.current.forEach((url) => URL.revokeObjectURL(url)), []);
  const inputId = `${idPrefix}-photos`;

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const images = chosen.filter((file) => file.type.startsWith('image/'));
    const small = images.filter((file) => file.size <= MAX_PHOTO_BYTES);
    const room = MAX_PHOTOS - photos.length;
    const problems = [
      images.length < chosen.length && 'Only image files can be added.',
      small.length < images.length && 'Each photo must be 5 MB or smaller.',
      small.length > room && `You can add up to ${MAX_PHOTOS} photos.`,
    ].filter(Boolean);
    setProblem(problems.join(' '));
    const added = small.slice(0, Math.max(0, room)).map((file) => {
      const src = URL.createObjectURL(file);
      objectUrls.current.push(src);
      return { key: `file-${++picked}`, src, name: file.name, file };
    });
    onChange([...photos, ...added]);
  };

  return (
    <div>
      <Label htmlFor={inputId}>Photos</Label>
      <Muted id={`${inputId}-hint`}>Upload up to 5 photos. The first one is the cover.</Muted>
      <FileInput
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        disabled={disabled || photos.length >= MAX_PHOTOS}
        aria-describedby={`${inputId}-hint`}
        onChange={handlePick}
      />
      {problem && <FieldError role="alert">{problem}</FieldError>}
      {photos.length > 0 && (
        <Previews aria-label="Chosen pictures, cover first">
          {photos.map((photo, index) => {
            const n = index + 1;
            return (
              <li key={photo.key} data-testid="picked-photo">
                <Tile>
                  <img src={photo.src} alt={`Photo ${n}: ${photo.name}`} />
                  {index === 0 && <CoverTag>Cover</CoverTag>}
                  <RemoveButton
                    type="button"
                    aria-label={`Remove photo ${n}`}
                    disabled={disabled}
                    onClick={() => onChange(photos.filter((_, i) => i !== index))}
                  >
                    <CloseIcon size={16} />
                  </RemoveButton>
                </Tile>
                <FileName title={photo.name}>{photo.name}</FileName>
                {photos.length > 1 && (
                  <Moves>
                    <MoveButton
                      type="button"
                      aria-label={`Move photo ${n} earlier`}
                      disabled={disabled || index === 0}
                      onClick={() => onChange(movePhoto(photos, index, index - 1))}
                    >
                      ‹
                    </MoveButton>
                    {index > 0 && (
                      <MoveButton
                        type="button"
                        aria-label={`Make photo ${n} the cover`}
                        disabled={disabled}
                        onClick={() => onChange(movePhoto(photos, index, 0))}
                      >
                        Cover
                      </MoveButton>
                    )}
                    <MoveButton
                      type="button"
                      aria-label={`Move photo ${n} later`}
                      disabled={disabled || index === photos.length - 1}
                      onClick={() => onChange(movePhoto(photos, index, index + 1))}
                    >
                      ›
                    </MoveButton>
                  </Moves>
                )}
              </li>
            );
          })}
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
  gap: 14px;
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  li {
    width: 104px;
    display: grid;
    gap: 4px;
  }
`;

const Tile = styled.div`
  position: relative;
  width: 104px;
  height: 96px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const CoverTag = styled.span`
  position: absolute;
  left: 6px;
  bottom: 6px;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
`;

const FileName = styled.span`
  font-size: 0.8rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Moves = styled.div`
  display: flex;
  gap: 4px;
`;

const MoveButton = styled.button`
  flex: 1;
  min-height: 32px;
  min-width: 28px;
  padding: 0 4px;
  border-radius: 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.8rem;
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: default;
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
