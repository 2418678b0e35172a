// Placeholder until the public-site work lands: the browser entry hydrates the server-rendered document.
export {};
