/** An item of the navigation menu (`selectResourceByPage`). */
export interface TNavResource {
  id: number;
  name: string;
  /** In-site path (`/market`) or an absolute URL. */
  url: string;
  icon: string;
  sort: number;
}
