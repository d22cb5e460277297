package io.github.nlgmetrics.cli;

import io.github.nlgmetrics.Version;
import picocli.CommandLine;

/** Prints the library version for {@code --version}. */
public final class VersionProvider implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        return new String[] {"nlg-metrics " + Version.get()};
    }
}
