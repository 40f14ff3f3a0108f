// Entry point: applies the design tokens as CSS variables and mounts the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { CSS_VARIABLES } from './config/theme';
import './styles/global.css';

for (const [name, value] of Object.entries(CSS_VARIABLES)) {
  document.documentElement.style.setProperty(name, value);
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
