// The site's uploads as GET /api/admin/uploads lists them: for the portal's picture picker, newest first.

/** Uploads on one page of the list: a picker's screenful, a small answer over mobile data. */
export const UPLOADS_PAGE_SIZE = 24;

export type UploadListItem = {
  /** The upload's URL as a row would hold it (its largest rendition), e.g. for `![...](url)`. */
  url: string;
  /** ISO 8601: when it was stored. */
  uploadedAt: string;
};

export type UploadList = {
  images: UploadListItem[];
  /** The next page's number, or null on the last page. */
  nextPage: number | null;
};
