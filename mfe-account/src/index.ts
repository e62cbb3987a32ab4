// Standalone dev only (the shell never loads this): async boundary before React starts.
import('./bootstrap');
