import './src/theme/global.css';
