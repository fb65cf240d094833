/** Work in progress on this branch (issue 17): replaced by the workbench page before it lands. */
export default function SellerPageStub() {
  return null;
}
