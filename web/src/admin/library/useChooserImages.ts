import type { ImageFiletype } from '@peilian/shared';
import { useState } from 'react';
import { useAdminQuery } from '../data/queries';

/** The folder of the organisation's own uploads. */
export const UPLOADED = 'uploaded';

/**
 * The image chooser's folders and the chosen folder's images, read while it is open (the first
 * folder until another is chosen). `showUploads` opens the uploads folder freshly read, after an upload.
 */
export function useChooserImages(open: boolean, filetype: ImageFiletype) {
  const folders = useAdminQuery('images', 'folders', open ? { type: filetype } : null);
  const [chosen, setChosen] = useState('');
  const rows = folders.data?.rows ?? [];
  const folder = chosen || rows[0]?.id || '';
  const images = useAdminQuery('images', 'list', open && folder ? { id: folder, type: filetype } : null);
  const { refetch: readFolders } = folders;
  const { refetch: readImages } = images;
  return {
    folders: rows,
    folder,
    setFolder: setChosen,
    images: images.data?.rows,
    error: folders.error || images.error,
    showUploads: () => {
      setChosen(UPLOADED);
      readFolders();
      // Already showing the uploads: read them again; otherwise the change of folder reads them.
      readImages();
    },
  };
}
