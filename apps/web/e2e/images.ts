/**
 * Two small, distinct PNG pictures (48×48, one teal, one orange) for the upload fields of the review
 * and after-sales journeys (`setInputFiles`); real images, so the server's sniffing and re-encoding
 * accept them.
 */
const TEAL =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe3WsQnAABBC0ZTu39g4bJYIXIoHN8Ah+vVJ96t7zj+Ih0ah8lCkbOf4CTCOQuWhSNnOIRQDbRQqD0XKhkMDxqqOKNeZH72fZjHQRqHyUKRsODRgrOrIp1F4AQGCE6Yk575lAAAAAElFTkSuQmCC';
const ORANGE =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAX0lEQVRYhe3WwQnAAAxC0U7h1E7sqUsU0sODDBBEvz5rfnXP+QfzUChUHpqU5Rw/A8ZQqDw0Kcs5hGaghULloUlZcCjAWNUx5Rrzo/fTbAZaKFQempQFhwKMVR37NAovScd80+r7ImMAAAAASUVORK5CYII=';

export interface TUploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const PNG_TEAL: TUploadFile = { name: 'teal.png', mimeType: 'image/png', buffer: Buffer.from(TEAL, 'base64') };
export const PNG_ORANGE: TUploadFile = {
  name: 'orange.png',
  mimeType: 'image/png',
  buffer: Buffer.from(ORANGE, 'base64'),
};
