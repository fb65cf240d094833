/** The buyer's rights over their data (个人信息保护法): the member-service page's 隐私与注销 tab. */
import './components/privacy.css';

export { PrivacyPanel } from './components/privacy-panel';
