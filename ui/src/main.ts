// Marks for `make bench` (ui/e2e/startup.mjs reads them): where a start's time goes.
performance.mark('mjref-script');
import { mount } from 'svelte';
import './app.css';
import App from './App.svelte';

const app = mount(App, { target: document.getElementById('app')! });
performance.mark('mjref-mounted');
export default app;
