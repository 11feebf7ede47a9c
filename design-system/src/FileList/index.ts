export { FileList } from './FileList';
export type { FileListFile, FileListProps, FileListRemove } from './FileList';
export { FilePicker } from './FilePicker';
export type { FilePickerProps } from './FilePicker';
export { formatFileSize } from './file-size';
