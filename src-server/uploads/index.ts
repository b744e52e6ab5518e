// The public module of uploads: what other areas may use (docs/architecture-areas.md). Stored photos: upload, store (folder or bucket), references and cleanup, the unused-photo sweep.
export * from './disk-use';
export * from './image-processing';
export * from './photo-files';
export * from './photo-references';
export * from './photo-store';
export * from './photo-store-config';
export * from './photo-sweep';
export * from './stores/photo-files-for';
export * from './upload-files';
export * from './upload-middleware';
export * from './upload.routes';
