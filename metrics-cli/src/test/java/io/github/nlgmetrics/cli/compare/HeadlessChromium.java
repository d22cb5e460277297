package io.github.nlgmetrics.cli.compare;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A real headless Chromium driven over the DevTools protocol with the JDK's own HTTP client and
 * WebSocket (no driver library): started with a fresh profile and no network features, it opens
 * a page, records console errors and uncaught exceptions, evaluates expressions and takes a
 * screenshot. {@link #find()} is null where no Chromium is installed.
 */
final class HeadlessChromium implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final Process process;
    private final Path profile;
    private final WebSocket socket;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();
    private final List<String> errors = new CopyOnWriteArrayList<>();
    private volatile CompletableFuture<Void> loaded = new CompletableFuture<>();

    /** The Chromium binary ({@code $CHROMIUM}, else chromium, chromium-browser, google-chrome on the PATH), or null. */
    static Path find() {
        List<String> names = new ArrayList<>();
        String env = System.getenv("CHROMIUM");
        if (env != null && !env.isBlank()) {
            names.add(env);
        }
        names.addAll(List.of("chromium", "chromium-browser", "google-chrome"));
        for (String n : names) {
            if (n.contains("/")) {
                if (Files.isExecutable(Path.of(n))) {
                    return Path.of(n);
                }
                continue;
            }
            for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
                Path p = Path.of(dir.isEmpty() ? "." : dir, n);
                if (Files.isExecutable(p)) {
                    return p;
                }
            }
        }
        return null;
    }

    HeadlessChromium(Path binary, Path profile) throws Exception {
        this.profile = profile;
        process = new ProcessBuilder(binary.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--disable-dev-shm-usage", "--user-data-dir=" + profile, "--remote-debugging-port=0",
                "--window-size=1280,1600", "about:blank").redirectErrorStream(true).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        Pattern ws = Pattern.compile("DevTools listening on (ws://\\S+)");
        String browserUrl = null;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        for (String line = out.readLine(); line != null && System.nanoTime() < deadline; line = out.readLine()) {
            Matcher m = ws.matcher(line);
            if (m.find()) {
                browserUrl = m.group(1);
                break;
            }
        }
        if (browserUrl == null) {
            process.destroyForcibly();
            throw new IOException("Chromium printed no DevTools address");
        }
        Thread drain = new Thread(() -> {
            try {
                while (out.readLine() != null) {
                    // keep the pipe empty
                }
            } catch (IOException ignored) {
                // the browser ended
            }
        });
        drain.setDaemon(true);
        drain.start();
        URI base = URI.create(browserUrl.replaceFirst("^ws://", "http://").replaceFirst("/devtools/.*", ""));
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        String list = http.send(HttpRequest.newBuilder(base.resolve("/json/list")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        String pageUrl = null;
        for (JsonNode t : JSON.readTree(list)) {
            if (t.get("type").asText().equals("page")) {
                pageUrl = t.get("webSocketDebuggerUrl").asText();
                break;
            }
        }
        if (pageUrl == null) {
            throw new IOException("Chromium has no page target: " + list);
        }
        try {
            socket = http.newWebSocketBuilder().buildAsync(URI.create(pageUrl), new Listener()).get(30, TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException e) {
            process.destroyForcibly();
            throw new IOException("cannot connect to Chromium's DevTools: " + e, e);
        }
        send("Runtime.enable", null);
        send("Log.enable", null);
        send("Page.enable", null);
    }

    /** Opens {@code url} and waits for its load event. */
    void open(String url) throws Exception {
        loaded = new CompletableFuture<>();
        ObjectNode p = JSON.createObjectNode().put("url", url);
        send("Page.navigate", p);
        loaded.get(60, TimeUnit.SECONDS);
    }

    /** The value of a JavaScript expression (JSON-serialisable). */
    JsonNode eval(String expression) throws Exception {
        ObjectNode p = JSON.createObjectNode().put("expression", expression).put("returnByValue", true);
        JsonNode r = send("Runtime.evaluate", p);
        if (r.has("exceptionDetails")) {
            throw new AssertionError("script failed: " + r.get("exceptionDetails"));
        }
        return r.get("result").get("value");
    }

    /** Lays the page out for a window {@code width} × {@code height} CSS pixels (a desktop window, scale 1). */
    void viewport(int width, int height) throws Exception {
        ObjectNode p = JSON.createObjectNode().put("width", width).put("height", height).put("deviceScaleFactor", 1)
                .put("mobile", false);
        send("Emulation.setDeviceMetricsOverride", p);
    }

    /** Lays the page out for {@code media} ({@code print}, or {@code ""} for the screen again). */
    void media(String media) throws Exception {
        send("Emulation.setEmulatedMedia", JSON.createObjectNode().put("media", media));
    }

    /** A full-page PNG. */
    byte[] screenshot() throws Exception {
        ObjectNode p = JSON.createObjectNode().put("format", "png").put("captureBeyondViewport", true);
        return java.util.Base64.getDecoder().decode(send("Page.captureScreenshot", p).get("data").asText());
    }

    /** A PNG of the top {@code height} CSS pixels of the page, scaled by {@code scale}. */
    byte[] screenshotTop(int width, int height, double scale) throws Exception {
        ObjectNode clip = JSON.createObjectNode().put("x", 0).put("y", 0).put("width", width).put("height", height)
                .put("scale", scale);
        ObjectNode p = JSON.createObjectNode().put("format", "png").put("captureBeyondViewport", true);
        p.set("clip", clip);
        return java.util.Base64.getDecoder().decode(send("Page.captureScreenshot", p).get("data").asText());
    }

    /** Console errors, failed loads and uncaught exceptions seen so far. */
    List<String> errors() {
        return List.copyOf(errors);
    }

    private JsonNode send(String method, ObjectNode params) throws Exception {
        int id = ids.incrementAndGet();
        ObjectNode msg = JSON.createObjectNode().put("id", id).put("method", method);
        if (params != null) {
            msg.set("params", params);
        }
        CompletableFuture<JsonNode> f = new CompletableFuture<>();
        pending.put(id, f);
        socket.sendText(JSON.writeValueAsString(msg), true).get(30, TimeUnit.SECONDS);
        JsonNode r = f.get(60, TimeUnit.SECONDS);
        if (r.has("error")) {
            throw new IOException(method + ": " + r.get("error"));
        }
        return r.get("result");
    }

    private final class Listener implements WebSocket.Listener {
        private final StringBuilder buffer = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            buffer.append(data);
            if (last) {
                String text = buffer.toString();
                buffer.setLength(0);
                try {
                    handle(JSON.readTree(text));
                } catch (IOException e) {
                    errors.add("unreadable DevTools message: " + e.getMessage());
                }
            }
            ws.request(1);
            return null;
        }

        private void handle(JsonNode m) {
            if (m.has("id")) {
                CompletableFuture<JsonNode> f = pending.remove(m.get("id").asInt());
                if (f != null) {
                    f.complete(m);
                }
                return;
            }
            String method = m.path("method").asText();
            JsonNode p = m.path("params");
            switch (method) {
                case "Page.loadEventFired" -> loaded.complete(null);
                case "Runtime.exceptionThrown" -> errors.add("exception: " + p.path("exceptionDetails"));
                case "Runtime.consoleAPICalled" -> {
                    if (p.path("type").asText().equals("error") || p.path("type").asText().equals("warning")) {
                        errors.add("console." + p.path("type").asText() + ": " + p.path("args"));
                    }
                }
                case "Log.entryAdded" -> {
                    String level = p.path("entry").path("level").asText();
                    if (level.equals("error")) {
                        errors.add("log: " + p.path("entry").path("text").asText() + " " + p.path("entry").path("url").asText());
                    }
                }
                default -> {
                }
            }
        }
    }

    @Override
    public void close() {
        try {
            socket.abort();
        } finally {
            // the renderer, GPU and utility processes too: left running, they still write into the
            // profile while JUnit deletes the temporary folder ("Failed to delete temp directory")
            List<ProcessHandle> children = process.descendants().toList();
            process.destroy();
            try {
                if (!process.waitFor(10, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
                for (ProcessHandle child : children) {
                    child.destroy();
                    try {
                        child.onExit().get(5, TimeUnit.SECONDS);
                    } catch (ExecutionException | TimeoutException e) {
                        child.destroyForcibly();
                    }
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                children.forEach(ProcessHandle::destroyForcibly);
                Thread.currentThread().interrupt();
            }
            removeSingletonLinks();
        }
    }

    /**
     * Chromium's profile lock ({@code SingletonLock}, {@code SingletonSocket}, {@code SingletonCookie}) is a set
     * of symbolic links, the socket's into a folder of its own under /tmp, which a terminated browser leaves
     * behind. Removed here with that folder: left to JUnit's clean-up of the temporary folder, each link
     * logs a "Deleting symbolic link ... outside of temp dir" warning and the /tmp folder stays.
     */
    private void removeSingletonLinks() {
        for (String name : List.of("SingletonSocket", "SingletonLock", "SingletonCookie")) {
            Path link = profile.resolve(name);
            try {
                if (!Files.isSymbolicLink(link)) {
                    continue;
                }
                Path target = Files.readSymbolicLink(link);
                Files.delete(link);
                Path folder = target.getParent();
                if (name.equals("SingletonSocket") && folder != null && folder.isAbsolute()
                        && folder.getFileName().toString().startsWith("org.chromium.")) {
                    Files.deleteIfExists(target);
                    Files.deleteIfExists(folder.resolve("SingletonCookie"));
                    Files.deleteIfExists(folder);
                }
            } catch (IOException e) {
                // best effort: JUnit's clean-up removes what is left
            }
        }
    }
}
